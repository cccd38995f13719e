import type { CandidateSeed } from '../demo-data.types.ts';

/** DevOps, platform and data engineers: they apply mainly to jobs 4 and 8. */
export const PLATFORM_CANDIDATES: CandidateSeed[] = [
  {
    fullName: 'Mateo Rossi',
    city: 'Milan',
    country: 'Italy',
    track: 'engineering',
    currentCompany: 'Ferrovia Cloud',
    currentRole: 'DevOps Engineer',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'DevOps engineer who runs Kubernetes platforms for a cloud hosting provider. Likes automating away repetitive work and writing runbooks people actually read.',
    skills: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Prometheus', 'Go'],
    workExperience: [
      {
        position: 'DevOps Engineer',
        company: 'Ferrovia Cloud',
        duration: '2020 – present',
        description:
          'Operates twelve production Kubernetes clusters on AWS. Rebuilt the Terraform codebase into reusable modules and introduced Prometheus alerting based on service-level objectives.',
      },
      {
        position: 'Systems Administrator',
        company: 'Lombarda Hosting',
        duration: '2018 – 2020',
        description: 'Managed Linux servers and automated provisioning with Ansible and shell scripts.',
      },
    ],
    education: [{ degree: 'BSc Computer Engineering', institution: 'Politecnico di Milano', year: '2018' }],
    appliesTo: [4],
  },
  {
    fullName: 'Fatima Al-Sayed',
    city: 'Dubai',
    country: 'United Arab Emirates',
    track: 'engineering',
    currentCompany: 'Falcon Payments',
    currentRole: 'Site Reliability Engineer',
    employmentType: 'full-time',
    yearsExperience: 9,
    summary:
      'Site reliability engineer with nine years in payments, where downtime is measured in lost money. Has led incident response for regional outages and built the tooling to prevent the next one.',
    skills: [
      'Kubernetes',
      'Docker',
      'AWS',
      'Terraform',
      'Python',
      'Linux',
      'PostgreSQL',
      'Prometheus',
      'CI/CD',
    ],
    workExperience: [
      {
        position: 'Site Reliability Engineer',
        company: 'Falcon Payments',
        duration: '2019 – present',
        description:
          'Leads reliability for the card-processing platform and its PostgreSQL clusters across three AWS regions. Brought availability from 99.9% to 99.99% and runs the blameless post-incident review process.',
      },
      {
        position: 'Infrastructure Engineer',
        company: 'Gulf Telecom Services',
        duration: '2015 – 2019',
        description:
          'Automated Linux server builds with Python and migrated monitoring from Nagios to Prometheus and Grafana.',
      },
    ],
    education: [
      { degree: 'BSc Computer Science', institution: 'American University of Sharjah', year: '2015' },
    ],
    appliesTo: [4, 1],
  },
  {
    fullName: "Connor O'Brien",
    city: 'Dublin',
    country: 'Ireland',
    track: 'engineering',
    currentCompany: 'Liffey Data',
    currentRole: 'Platform Engineer',
    employmentType: 'full-time',
    yearsExperience: 5,
    summary:
      'Platform engineer who builds internal developer platforms. Has taken preview environments from days to minutes and believes the platform team exists to serve product engineers.',
    skills: ['Kubernetes', 'Docker', 'Terraform', 'GitHub Actions', 'CI/CD', 'Python', 'Airflow'],
    workExperience: [
      {
        position: 'Platform Engineer',
        company: 'Liffey Data',
        duration: '2021 – present',
        description:
          'Built a self-service platform that creates Kubernetes preview environments for every pull request. Runs the Airflow deployment used by the data team.',
      },
      {
        position: 'Software Engineer',
        company: 'Emerald Insurance',
        duration: '2019 – 2021',
        description:
          'Wrote Python services for quote generation and moved the build system to GitHub Actions.',
      },
    ],
    education: [{ degree: 'BSc Computer Science', institution: 'Trinity College Dublin', year: '2019' }],
    appliesTo: [4, 8],
  },
  {
    fullName: 'Nkechi Eze',
    city: 'Lagos',
    country: 'Nigeria',
    track: 'engineering',
    currentCompany: 'Kobo Cloud',
    currentRole: 'Cloud Engineer',
    employmentType: 'full-time',
    yearsExperience: 4,
    summary:
      'Cloud engineer working fully remotely with teams in Europe. Holds the AWS Solutions Architect Associate certification and enjoys making infrastructure secure by default.',
    skills: ['AWS', 'Docker', 'Terraform', 'Linux', 'CI/CD', 'Security'],
    workExperience: [
      {
        position: 'Cloud Engineer',
        company: 'Kobo Cloud',
        duration: '2021 – present',
        description:
          'Designs AWS landing zones for client start-ups with Terraform, including IAM guardrails and cost alerts. Containerised eleven legacy applications with Docker and moved them to ECS.',
      },
      {
        position: 'IT Support Engineer',
        company: 'Eko Networks',
        duration: '2020 – 2021',
        description:
          'Supported Linux and Windows servers for small businesses and wrote scripts that automated backups and patching.',
      },
    ],
    education: [{ degree: 'BSc Computer Science', institution: 'University of Lagos', year: '2019' }],
    appliesTo: [4],
  },
  {
    fullName: 'Viktor Petrov',
    city: 'Sofia',
    country: 'Bulgaria',
    track: 'engineering',
    currentCompany: 'Balkan Bytes',
    currentRole: 'Lead DevOps Engineer',
    employmentType: 'contract',
    yearsExperience: 12,
    summary:
      'Lead DevOps engineer with twelve years of operations experience, from racking servers to running Kubernetes at scale. Works as a contractor and is open to a permanent role with the right team.',
    skills: ['Linux', 'Kubernetes', 'Docker', 'Ansible', 'CI/CD', 'Go', 'Azure'],
    workExperience: [
      {
        position: 'Lead DevOps Engineer (contract)',
        company: 'Balkan Bytes',
        duration: '2019 – present',
        description:
          'Leads a team of four running Kubernetes on Azure for e-commerce clients. Wrote a Go operator that automates certificate rotation across clusters.',
      },
      {
        position: 'Senior Systems Engineer',
        company: 'Telco Bulgaria',
        duration: '2012 – 2019',
        description:
          'Ran the Linux estate behind the mobile billing platform and introduced configuration management with Ansible.',
      },
    ],
    education: [{ degree: 'MSc Informatics', institution: 'Sofia University', year: '2012' }],
    appliesTo: [4, 1],
  },
  {
    fullName: 'Kim Min-jun',
    city: 'Seoul',
    country: 'South Korea',
    track: 'engineering',
    currentCompany: 'Hangang Games',
    currentRole: 'DevOps Engineer',
    employmentType: 'contract',
    yearsExperience: 7,
    summary:
      'DevOps engineer from the games industry, used to traffic spikes on launch day. Strong with Kubernetes, Terraform and observability, and interested in regulated industries.',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'Prometheus', 'Python', 'Spark', 'SQL'],
    workExperience: [
      {
        position: 'DevOps Engineer',
        company: 'Hangang Games',
        duration: '2019 – present',
        description:
          'Runs the game back end on Kubernetes and AWS, scaling to two million concurrent players on launch days. Built the Spark cluster and the SQL tables used for player analytics.',
      },
      {
        position: 'Backend Developer',
        company: 'Jeju Interactive',
        duration: '2017 – 2019',
        description: 'Built matchmaking services in Python and ran load tests before each release.',
      },
    ],
    education: [{ degree: 'BS Computer Science', institution: 'Korea University', year: '2017' }],
    appliesTo: [4, 8],
  },
  {
    fullName: 'Ravi Shankar',
    city: 'Toronto',
    country: 'Canada',
    track: 'data',
    currentCompany: 'Great Lakes Mutual',
    currentRole: 'Senior Data Engineer',
    employmentType: 'full-time',
    yearsExperience: 8,
    summary:
      'Senior data engineer at an insurer, where he owns the claims and policy data platform. Knows insurance data inside out and keeps pipelines boring and dependable.',
    skills: ['Python', 'SQL', 'Airflow', 'Spark', 'AWS', 'dbt', 'Insurance Domain'],
    workExperience: [
      {
        position: 'Senior Data Engineer',
        company: 'Great Lakes Mutual',
        duration: '2019 – present',
        description:
          'Owns ingestion of policy and claims data from forty source systems using Airflow and Spark on AWS. Introduced dbt and data tests, cutting reconciliation issues by 70%.',
      },
      {
        position: 'Data Engineer',
        company: 'Ontario Retail Analytics',
        duration: '2016 – 2019',
        description: 'Built SQL and Python ETL jobs feeding weekly sales reports for grocery chains.',
      },
    ],
    education: [{ degree: 'MSc Computer Science', institution: 'University of Toronto', year: '2016' }],
    appliesTo: [8],
  },
  {
    fullName: 'Ingrid Johansson',
    city: 'Oslo',
    country: 'Norway',
    track: 'data',
    currentCompany: 'Fjord Energy',
    currentRole: 'Data Engineer',
    employmentType: 'full-time',
    yearsExperience: 5,
    summary:
      'Data engineer in the energy sector who builds streaming and batch pipelines for sensor data. Comfortable deploying her own infrastructure with Docker and Kubernetes.',
    skills: ['Python', 'SQL', 'Spark', 'Kafka', 'Docker', 'Kubernetes', 'Azure'],
    workExperience: [
      {
        position: 'Data Engineer',
        company: 'Fjord Energy',
        duration: '2021 – present',
        description:
          'Processes sensor readings from 300 wind turbines with Kafka and Spark. Packaged the pipelines in Docker and deploys them to Kubernetes on Azure.',
      },
      {
        position: 'Data Analyst',
        company: 'Nordkapp Consulting',
        duration: '2019 – 2021',
        description: 'Wrote SQL models and Python notebooks for operational reporting at utility clients.',
      },
    ],
    education: [{ degree: 'MSc Industrial Mathematics', institution: 'NTNU', year: '2019' }],
    appliesTo: [8, 4],
  },
  {
    fullName: 'Carlos Mendoza',
    city: 'Mexico City',
    country: 'Mexico',
    track: 'data',
    currentCompany: 'Quetzal Fintech',
    currentRole: 'Analytics Engineer',
    employmentType: 'full-time',
    yearsExperience: 4,
    summary:
      'Analytics engineer who sits between data engineering and product. Builds dbt models that product managers can query themselves and teaches SQL to non-engineers.',
    skills: ['SQL', 'dbt', 'Python', 'Data Analysis', 'Looker', 'Product Analytics', 'Communication'],
    workExperience: [
      {
        position: 'Analytics Engineer',
        company: 'Quetzal Fintech',
        duration: '2022 – present',
        description:
          'Built the dbt project behind all product dashboards and runs a weekly SQL clinic for product managers. Defined the activation and retention metrics used in board reporting.',
      },
      {
        position: 'Business Intelligence Analyst',
        company: 'Grupo Azteca Retail',
        duration: '2020 – 2022',
        description: 'Produced Looker dashboards and data analysis for the merchandising team.',
      },
    ],
    education: [{ degree: 'BSc Actuarial Science', institution: 'UNAM', year: '2020' }],
    appliesTo: [8, 5],
  },
  {
    fullName: 'Zainab Bello',
    city: 'London',
    country: 'United Kingdom',
    track: 'data',
    currentCompany: 'Thames Re',
    currentRole: 'Data Engineer',
    employmentType: 'part-time',
    yearsExperience: 6,
    summary:
      'Data engineer at a reinsurer, working four days a week. Builds Python pipelines and APIs that expose risk data to underwriting tools.',
    skills: [
      'Python',
      'SQL',
      'Airflow',
      'dbt',
      'AWS',
      'Docker',
      'PostgreSQL',
      'Node.js',
      'TypeScript',
      'GraphQL',
      'Insurance Domain',
    ],
    workExperience: [
      {
        position: 'Data Engineer',
        company: 'Thames Re',
        duration: '2020 – present',
        description:
          'Builds Airflow and dbt pipelines that load exposure data into PostgreSQL, and a small GraphQL API in TypeScript on Node.js that serves it to underwriters. Works a four-day week.',
      },
      {
        position: 'Graduate Analyst',
        company: 'Lloyd Square Brokers',
        duration: '2018 – 2020',
        description: 'Automated broker reports with Python and SQL, saving the team two days a month.',
      },
    ],
    education: [{ degree: 'BSc Mathematics', institution: 'University of Warwick', year: '2018' }],
    appliesTo: [8, 1],
  },
  {
    fullName: 'Ethan Walker',
    city: 'Chicago',
    country: 'United States',
    track: 'data',
    currentCompany: 'Prairie Health Analytics',
    currentRole: 'Lead Data Engineer',
    employmentType: 'full-time',
    yearsExperience: 10,
    summary:
      'Lead data engineer with ten years of experience in healthcare and retail data. Has built data platforms from scratch twice and led teams of up to seven engineers.',
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'AWS', 'Terraform', 'Kubernetes', 'Leadership', 'Docker'],
    workExperience: [
      {
        position: 'Lead Data Engineer',
        company: 'Prairie Health Analytics',
        duration: '2019 – present',
        description:
          'Leads seven engineers building the claims analytics platform on AWS with Spark and Airflow. Defined the infrastructure in Terraform and runs Spark jobs on Kubernetes.',
      },
      {
        position: 'Data Engineer',
        company: 'Midwest Grocers',
        duration: '2014 – 2019',
        description: 'Built the first company data warehouse and the Python pipelines that fed it.',
      },
    ],
    education: [
      { degree: 'BS Computer Science', institution: 'University of Illinois Urbana-Champaign', year: '2014' },
    ],
    appliesTo: [8, 4, 1],
  },
];
