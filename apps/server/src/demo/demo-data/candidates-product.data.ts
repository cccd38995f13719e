import type { CandidateSeed } from '../demo-data.types.ts';

/** Product managers and designers: they apply mainly to jobs 5 and 10. */
export const PRODUCT_CANDIDATES: CandidateSeed[] = [
  {
    fullName: 'Elena Popescu',
    city: 'Bucharest',
    country: 'Romania',
    track: 'product',
    currentCompany: 'Carpathia SaaS',
    currentRole: 'Product Manager',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'Product manager for B2B analytics products, with a background in software testing. Runs continuous discovery and is happiest when a roadmap decision is backed by customer evidence.',
    skills: [
      'Product Strategy',
      'Roadmapping',
      'User Research',
      'Agile',
      'SQL',
      'Data Analysis',
      'Communication',
    ],
    workExperience: [
      {
        position: 'Product Manager',
        company: 'Carpathia SaaS',
        duration: '2020 – present',
        description:
          'Owns the reporting and dashboards area of a project-management product with 5,000 business customers. Launched custom reports, now used weekly by 40% of accounts.',
      },
      {
        position: 'QA Engineer',
        company: 'Danube Software',
        duration: '2018 – 2020',
        description:
          'Tested web applications and wrote the acceptance criteria product owners later adopted as standard.',
      },
    ],
    education: [{ degree: 'BSc Computer Science', institution: 'University of Bucharest', year: '2018' }],
    appliesTo: [5],
  },
  {
    fullName: 'Tobias Schneider',
    city: 'Hamburg',
    country: 'Germany',
    track: 'product',
    currentCompany: 'Hanse Mobility',
    currentRole: 'Product Owner',
    employmentType: 'full-time',
    yearsExperience: 4,
    summary:
      'Product owner in a mobility start-up who works closely with two Scrum teams. Strong at backlog management and stakeholder communication, and growing into product strategy.',
    skills: ['Agile', 'Scrum', 'Jira', 'Roadmapping', 'Communication', 'Stakeholder Management'],
    workExperience: [
      {
        position: 'Product Owner',
        company: 'Hanse Mobility',
        duration: '2021 – present',
        description:
          'Runs the backlog for the fleet-management app used by 120 car-sharing operators. Introduced quarterly roadmap reviews with sales and customer success.',
      },
      {
        position: 'Business Analyst',
        company: 'Elbe Consulting',
        duration: '2020 – 2021',
        description: 'Gathered requirements and wrote user stories for logistics software projects.',
      },
    ],
    education: [{ degree: 'MSc Business Informatics', institution: 'Universität Hamburg', year: '2020' }],
    appliesTo: [5, 3],
  },
  {
    fullName: 'Amina Diallo',
    city: 'Paris',
    country: 'France',
    track: 'product',
    currentCompany: 'Lumière Health',
    currentRole: 'Senior Product Manager',
    employmentType: 'full-time',
    yearsExperience: 8,
    summary:
      'Senior product manager in digital health who has taken two products from discovery to scale. Combines strong user research with commercial judgement and has led product teams of twelve.',
    skills: [
      'Product Strategy',
      'User Research',
      'Roadmapping',
      'Leadership',
      'Communication',
      'Data Analysis',
    ],
    workExperience: [
      {
        position: 'Senior Product Manager',
        company: 'Lumière Health',
        duration: '2020 – present',
        description:
          'Leads product for a patient-engagement platform used by 60 hospitals. Built the research practice and grew annual revenue from €2M to €9M.',
      },
      {
        position: 'Product Manager',
        company: 'Rive Gauche Software',
        duration: '2016 – 2020',
        description:
          'Launched a scheduling product for clinics and ran more than a hundred customer interviews.',
      },
    ],
    education: [{ degree: 'MSc Management', institution: 'HEC Paris', year: '2016' }],
    appliesTo: [5, 9],
  },
  {
    fullName: 'Jake Thompson',
    city: 'Austin',
    country: 'United States',
    track: 'product',
    currentCompany: 'Lone Star Learning',
    currentRole: 'Associate Product Manager',
    employmentType: 'full-time',
    yearsExperience: 2,
    summary:
      'Associate product manager who started as a customer support lead. Brings a deep sense of customer pain and is building his skills in discovery and prioritisation.',
    skills: ['User Research', 'Agile', 'Customer Support', 'SQL', 'Communication', 'Data Analysis'],
    workExperience: [
      {
        position: 'Associate Product Manager',
        company: 'Lone Star Learning',
        duration: '2023 – present',
        description:
          'Owns onboarding for a tutoring marketplace and raised week-one retention by 12% through a redesigned sign-up flow based on twenty user interviews.',
      },
      {
        position: 'Customer Support Lead',
        company: 'Lone Star Learning',
        duration: '2021 – 2023',
        description:
          'Led a team of six support agents and turned recurring tickets into a ranked list of product fixes.',
      },
    ],
    education: [{ degree: 'BA Economics', institution: 'University of Texas at Austin', year: '2021' }],
    appliesTo: [5, 3],
  },
  {
    fullName: 'Laila Haddad',
    city: 'Amsterdam',
    country: 'Netherlands',
    track: 'product',
    currentCompany: 'Grachten Insights',
    currentRole: 'Product Manager, Data Products',
    employmentType: 'contract',
    yearsExperience: 5,
    summary:
      'Product manager specialising in data products and dashboards. Comfortable writing her own SQL and running experiments, and currently working as an interim product manager.',
    skills: ['Product Strategy', 'SQL', 'Data Analysis', 'Experimentation', 'Roadmapping', 'Agile'],
    workExperience: [
      {
        position: 'Interim Product Manager',
        company: 'Grachten Insights',
        duration: '2023 – present',
        description:
          'Leads a six-month engagement to rebuild the customer analytics portal, from discovery through to the first release.',
      },
      {
        position: 'Product Manager',
        company: 'Tulip Retail Tech',
        duration: '2019 – 2023',
        description:
          'Owned the merchant insights dashboard and ran A/B tests that lifted adoption of paid analytics by 25%.',
      },
    ],
    education: [{ degree: 'MSc Business Analytics', institution: 'University of Amsterdam', year: '2019' }],
    appliesTo: [5, 6],
  },
  {
    fullName: 'Noah Goldberg',
    city: 'New York',
    country: 'United States',
    track: 'design',
    currentCompany: 'Hudson Creative',
    currentRole: 'Product Designer',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'Product designer who prototypes in code as well as in Figma. Has built two design systems and cares about accessibility from the first sketch.',
    skills: ['Figma', 'CSS', 'Accessibility', 'User Research', 'React', 'Design Systems'],
    workExperience: [
      {
        position: 'Product Designer',
        company: 'Hudson Creative',
        duration: '2020 – present',
        description:
          'Designs web products for media and finance clients and builds interactive prototypes in React. Created the accessibility checklist the studio now uses on every project.',
      },
      {
        position: 'UI Designer',
        company: 'Brooklyn Pixel',
        duration: '2018 – 2020',
        description:
          'Designed marketing sites and the first version of a component library for a retail brand.',
      },
    ],
    education: [
      { degree: 'BFA Communication Design', institution: 'Parsons School of Design', year: '2018' },
    ],
    appliesTo: [10, 5],
  },
  {
    fullName: 'Yuki Watanabe',
    city: 'Berlin',
    country: 'Germany',
    track: 'design',
    currentCompany: 'Spree Studio',
    currentRole: 'Design Engineer',
    employmentType: 'freelance',
    yearsExperience: 5,
    summary:
      'Design engineer who bridges design and frontend development. Builds marketing sites and component libraries with strong attention to motion, typography and performance.',
    skills: [
      'React',
      'TypeScript',
      'CSS',
      'Next.js',
      'Node.js',
      'GraphQL',
      'Docker',
      'Figma',
      'Accessibility',
    ],
    workExperience: [
      {
        position: 'Design Engineer',
        company: 'Spree Studio',
        duration: '2021 – present',
        description:
          'Builds Next.js marketing sites backed by a headless CMS with a GraphQL API, deployed as Docker containers. Maintains a shared React component library used on fifteen client sites.',
      },
      {
        position: 'Frontend Developer',
        company: 'Kanda Digital',
        duration: '2019 – 2021',
        description:
          'Developed responsive websites for Japanese and German clients and set up automated performance budgets.',
      },
    ],
    education: [{ degree: 'BA Media Design', institution: 'Universität der Künste Berlin', year: '2019' }],
    appliesTo: [10, 5, 1],
  },
];
