import type { CandidateSeed } from '../demo-data.types.ts';

/** Web and full-stack engineers: they apply mainly to jobs 1 and 10. */
export const ENGINEERING_CANDIDATES: CandidateSeed[] = [
  {
    fullName: 'Aisha Rahman',
    city: 'London',
    country: 'United Kingdom',
    track: 'engineering',
    currentCompany: 'Brightline Health',
    currentRole: 'Senior Full-Stack Engineer',
    employmentType: 'full-time',
    yearsExperience: 7,
    summary:
      'Full-stack engineer who has spent the last four years building clinical software used by hospital pharmacists. Enjoys turning messy domain rules into clear, well-tested TypeScript.',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'GraphQL', 'Docker', 'GxP'],
    workExperience: [
      {
        position: 'Senior Full-Stack Engineer',
        company: 'Brightline Health',
        duration: '2021 – present',
        description:
          'Leads a squad of five building a medication-dispensing platform in React and Node.js on AWS. Introduced contract tests between services and cut release rollbacks by two thirds.',
      },
      {
        position: 'Software Engineer',
        company: 'Carewise Systems',
        duration: '2018 – 2021',
        description:
          'Built patient-scheduling features and a GraphQL API over a PostgreSQL database. Worked with the validation team to produce GxP test evidence for each release.',
      },
    ],
    education: [{ degree: 'MEng Computer Science', institution: "King's College London", year: '2018' }],
    appliesTo: [1, 10],
  },
  {
    fullName: 'Lucas Ferreira',
    city: 'Lisbon',
    country: 'Portugal',
    track: 'engineering',
    currentCompany: 'Onda Digital',
    currentRole: 'Frontend Engineer',
    employmentType: 'full-time',
    yearsExperience: 5,
    summary:
      'Frontend engineer focused on design systems and accessibility. Has shipped component libraries used by more than thirty product teams.',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Storybook', 'Next.js', 'Jest', 'Node.js'],
    workExperience: [
      {
        position: 'Frontend Engineer',
        company: 'Onda Digital',
        duration: '2021 – present',
        description:
          'Maintains the company design system in React and TypeScript, with visual regression tests in Storybook. Led the WCAG 2.1 AA audit and fixed over 200 accessibility issues across client sites.',
      },
      {
        position: 'Web Developer',
        company: 'Agência Farol',
        duration: '2019 – 2021',
        description:
          'Built marketing sites and landing pages for retail clients, moving the agency from jQuery templates to Next.js with a shared component kit.',
      },
    ],
    education: [
      { degree: 'BSc Informatics Engineering', institution: 'Universidade do Porto', year: '2019' },
    ],
    appliesTo: [10, 1],
  },
  {
    fullName: 'Mei Chen',
    city: 'Toronto',
    country: 'Canada',
    track: 'engineering',
    currentCompany: 'Maple Ledger',
    currentRole: 'Staff Software Engineer',
    employmentType: 'full-time',
    yearsExperience: 9,
    summary:
      'Staff engineer with a background in fintech back ends and data-heavy products. Comfortable owning architecture decisions and mentoring engineers across teams. Looking for a product with real-world impact beyond finance.',
    skills: [
      'TypeScript',
      'Node.js',
      'React',
      'GraphQL',
      'PostgreSQL',
      'AWS',
      'Docker',
      'Kubernetes',
      'Python',
      'SQL',
      'Leadership',
    ],
    workExperience: [
      {
        position: 'Staff Software Engineer',
        company: 'Maple Ledger',
        duration: '2020 – present',
        description:
          'Owns the architecture of the payments reconciliation platform, processing four million transactions a day, from its GraphQL API to the React screens finance teams use to resolve breaks. Mentors six engineers and chairs the architecture review group.',
      },
      {
        position: 'Senior Software Engineer',
        company: 'Northbeam Analytics',
        duration: '2017 – 2020',
        description:
          'Built Python and SQL data services that fed customer dashboards, and migrated the platform from virtual machines to Kubernetes on AWS.',
      },
      {
        position: 'Software Developer',
        company: 'Lakeside Software Group',
        duration: '2015 – 2017',
        description: 'Developed internal tools in Node.js and maintained the company’s PostgreSQL schemas.',
      },
    ],
    education: [{ degree: 'BASc Computer Engineering', institution: 'University of Waterloo', year: '2015' }],
    appliesTo: [1, 8, 4],
  },
  {
    fullName: 'Oluwaseun Adeyemi',
    city: 'Manchester',
    country: 'United Kingdom',
    track: 'engineering',
    currentCompany: 'Redbrick Logistics',
    currentRole: 'Backend Engineer',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'Backend engineer who likes reliable systems and boring deployments. Has built Node.js services and the Docker-based delivery pipelines that ship them.',
    skills: ['Node.js', 'TypeScript', 'GraphQL', 'PostgreSQL', 'Docker', 'AWS', 'CI/CD', 'Terraform'],
    workExperience: [
      {
        position: 'Backend Engineer',
        company: 'Redbrick Logistics',
        duration: '2020 – present',
        description:
          'Builds route-planning services in Node.js and TypeScript behind a GraphQL API. Set up the CI/CD pipelines and Terraform modules the team uses to deploy to AWS several times a day.',
      },
      {
        position: 'Junior Developer',
        company: 'Pennine Software',
        duration: '2018 – 2020',
        description:
          'Worked on a warehouse management product, writing REST endpoints and PostgreSQL migrations, and took part in a weekly on-call rotation.',
      },
    ],
    education: [{ degree: 'BSc Computer Science', institution: 'University of Manchester', year: '2018' }],
    appliesTo: [1, 4],
  },
  {
    fullName: 'Sofía Martínez',
    city: 'Madrid',
    country: 'Spain',
    track: 'engineering',
    currentCompany: 'Self-employed',
    currentRole: 'Freelance Frontend Developer',
    employmentType: 'freelance',
    yearsExperience: 4,
    summary:
      'Freelance frontend developer who builds fast, accessible websites for start-ups and NGOs. Equally at home in Figma and in a React codebase.',
    skills: ['React', 'CSS', 'Accessibility', 'Figma', 'Next.js', 'JavaScript', 'Node.js'],
    workExperience: [
      {
        position: 'Freelance Frontend Developer',
        company: 'Self-employed',
        duration: '2022 – present',
        description:
          'Designs and builds websites and small web apps for a dozen clients, mostly in Next.js. Runs accessibility reviews with screen-reader users before each launch and keeps Lighthouse scores above 95.',
      },
      {
        position: 'Frontend Developer',
        company: 'Tienda Viva',
        duration: '2020 – 2022',
        description:
          'Built the checkout and product pages of a fashion e-commerce site in React, and cut page weight by half with image and bundle optimisation.',
      },
    ],
    education: [
      { degree: 'Grado en Diseño Multimedia', institution: 'Universidad Rey Juan Carlos', year: '2020' },
    ],
    appliesTo: [10, 1],
  },
  {
    fullName: 'Jonas Berg',
    city: 'Stockholm',
    country: 'Sweden',
    track: 'engineering',
    currentCompany: 'Nordlys Medtech',
    currentRole: 'Principal Engineer',
    employmentType: 'full-time',
    yearsExperience: 11,
    summary:
      'Principal engineer with eleven years in medical-device and life-science software. Has led teams through regulatory audits and large migrations. Wants to return to hands-on product work in a smaller team.',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GxP', 'Leadership', 'Azure', 'Docker'],
    workExperience: [
      {
        position: 'Principal Engineer',
        company: 'Nordlys Medtech',
        duration: '2019 – present',
        description:
          'Technical lead for the connected-device portal used by 400 clinics. Led the move from a monolith to services on Azure and prepared the software for two successful regulatory audits.',
      },
      {
        position: 'Senior Developer',
        company: 'Vasa Life Sciences',
        duration: '2013 – 2019',
        description:
          'Built laboratory information system features in TypeScript and PostgreSQL and wrote the validation documentation required for GxP compliance.',
      },
    ],
    education: [
      { degree: 'MSc Computer Science', institution: 'KTH Royal Institute of Technology', year: '2013' },
    ],
    appliesTo: [1, 4],
  },
  {
    fullName: 'Priyanka Iyer',
    city: 'Bengaluru',
    country: 'India',
    track: 'engineering',
    currentCompany: 'Saffron Commerce',
    currentRole: 'Software Engineer',
    employmentType: 'full-time',
    yearsExperience: 3,
    summary:
      'Full-stack engineer early in her career, strongest in React and Python. Ships quickly and learns fast, and is looking for a team that invests in mentoring.',
    skills: [
      'React',
      'JavaScript',
      'Node.js',
      'Python',
      'Django',
      'PostgreSQL',
      'SQL',
      'REST APIs',
      'AWS',
      'Docker',
    ],
    workExperience: [
      {
        position: 'Software Engineer',
        company: 'Saffron Commerce',
        duration: '2022 – present',
        description:
          'Builds seller-dashboard features in React with a Django and PostgreSQL back end, plus a small Node.js notification service, all shipped in Docker on AWS. Added server-side pagination and caching that brought the slowest report from twelve seconds to under two.',
      },
      {
        position: 'Software Engineering Intern',
        company: 'Kaveri Labs',
        duration: '2021 – 2022',
        description:
          'Built an internal analytics dashboard in React and wrote SQL reports for the operations team.',
      },
    ],
    education: [{ degree: 'BTech Computer Science', institution: 'PES University', year: '2022' }],
    appliesTo: [1, 10, 8],
  },
  {
    fullName: 'Daniel Kowalski',
    city: 'Kraków',
    country: 'Poland',
    track: 'engineering',
    currentCompany: 'Vistula Software House',
    currentRole: 'Senior Java Developer',
    employmentType: 'contract',
    yearsExperience: 8,
    summary:
      'Senior back-end developer moving from Java to TypeScript, with eight years of contract work for banks and insurers. Strong on Docker, Kubernetes and the operational side of software.',
    skills: ['Java', 'Spring Boot', 'Docker', 'Kubernetes', 'AWS', 'PostgreSQL', 'TypeScript', 'Node.js'],
    workExperience: [
      {
        position: 'Senior Java Developer (contract)',
        company: 'Vistula Software House',
        duration: '2019 – present',
        description:
          'Contracts for insurance clients, building policy administration services in Spring Boot running on Kubernetes. Recently built two internal tools in TypeScript and Node.js.',
      },
      {
        position: 'Java Developer',
        company: 'Bank Wawelski',
        duration: '2016 – 2019',
        description:
          'Developed payment processing services and moved the team’s deployments from manual scripts to Docker images built in CI.',
      },
    ],
    education: [{ degree: 'MSc Computer Science', institution: 'AGH University of Kraków', year: '2016' }],
    appliesTo: [1, 4],
  },
  {
    fullName: 'Hana Suzuki',
    city: 'Boston',
    country: 'United States',
    track: 'engineering',
    currentCompany: 'Beacon Learning',
    currentRole: 'Junior Frontend Developer',
    employmentType: 'full-time',
    yearsExperience: 2,
    summary:
      'Junior frontend developer with a design background. Cares about accessible interfaces and writes careful tests. Keen to grow into a senior role in a product company.',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Figma', 'Playwright'],
    workExperience: [
      {
        position: 'Junior Frontend Developer',
        company: 'Beacon Learning',
        duration: '2023 – present',
        description:
          'Builds course authoring screens in React and TypeScript for an education platform used by 80 universities. Wrote the team’s first Playwright end-to-end suite and runs the monthly accessibility review.',
      },
      {
        position: 'UX Design Intern',
        company: 'Harborview Studio',
        duration: '2022 – 2023',
        description:
          'Designed prototypes in Figma and ran usability tests with students for two campus apps.',
      },
    ],
    education: [
      { degree: 'BA Interaction Design', institution: 'Northeastern University', year: '2023' },
      { degree: 'Frontend Web Development Certificate', institution: 'Boston University', year: '2023' },
    ],
    appliesTo: [10, 1],
  },
];
