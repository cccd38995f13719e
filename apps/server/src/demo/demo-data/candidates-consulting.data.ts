import type { CandidateSeed } from '../demo-data.types.ts';

/** Life-science and sustainability consultants: they apply mainly to jobs 6 and 7. */
export const CONSULTING_CANDIDATES: CandidateSeed[] = [
  {
    fullName: 'Katharina Vogel',
    city: 'Munich',
    country: 'Germany',
    track: 'consulting',
    currentCompany: 'Alpenblick Consulting',
    currentRole: 'Consultant, Life Sciences',
    employmentType: 'full-time',
    yearsExperience: 5,
    summary:
      'Consultant in life sciences operations with hands-on experience in pharma quality systems. Has led process redesigns in batch release and deviation management.',
    skills: [
      'GxP',
      'Process Improvement',
      'Stakeholder Management',
      'Data Analysis',
      'Lean Six Sigma',
      'Change Management',
      'Power BI',
    ],
    workExperience: [
      {
        position: 'Consultant, Life Sciences',
        company: 'Alpenblick Consulting',
        duration: '2021 – present',
        description:
          'Redesigned the deviation management process for a generics manufacturer, cutting average closure time from 45 to 18 days while passing a regulator inspection.',
      },
      {
        position: 'Quality Assurance Specialist',
        company: 'Isar Pharma',
        duration: '2019 – 2021',
        description: 'Reviewed batch records and supported GMP audits at a sterile manufacturing site.',
      },
    ],
    education: [{ degree: 'MSc Pharmaceutical Sciences', institution: 'LMU Munich', year: '2019' }],
    appliesTo: [6, 7],
  },
  {
    fullName: 'Rahul Mehta',
    city: 'Basel',
    country: 'Switzerland',
    track: 'consulting',
    currentCompany: 'Rhine Validation Services',
    currentRole: 'Senior Validation Consultant',
    employmentType: 'contract',
    yearsExperience: 7,
    summary:
      'Validation consultant who has qualified manufacturing and laboratory systems for six pharma companies. Works as an independent contractor and writes documentation auditors like to read.',
    skills: [
      'GxP',
      'Computer System Validation',
      'Process Improvement',
      'SQL',
      'Stakeholder Management',
      'Data Analysis',
    ],
    workExperience: [
      {
        position: 'Senior Validation Consultant (contract)',
        company: 'Rhine Validation Services',
        duration: '2019 – present',
        description:
          'Leads validation of manufacturing execution and laboratory systems for pharma clients, including risk assessments, test protocols and traceability matrices.',
      },
      {
        position: 'Validation Engineer',
        company: 'Basilea Biologics',
        duration: '2017 – 2019',
        description: 'Qualified production equipment and wrote SQL checks for data integrity reviews.',
      },
    ],
    education: [{ degree: 'MTech Biotechnology', institution: 'IIT Bombay', year: '2017' }],
    appliesTo: [6, 7],
  },
  {
    fullName: 'Emily Clarke',
    city: 'Leeds',
    country: 'United Kingdom',
    track: 'consulting',
    currentCompany: 'Greenline Advisory',
    currentRole: 'Sustainability Manager',
    employmentType: 'full-time',
    yearsExperience: 8,
    summary:
      'Sustainability manager who has built emissions baselines and ESG reports for manufacturers across the North of England. Known for making carbon accounting understandable to plant managers.',
    skills: [
      'ESG Reporting',
      'ISO 14001',
      'Data Analysis',
      'Stakeholder Management',
      'Power BI',
      'Communication',
      'Lean Six Sigma',
      'Change Management',
    ],
    workExperience: [
      {
        position: 'Sustainability Manager',
        company: 'Greenline Advisory',
        duration: '2019 – present',
        description:
          'Leads ESG reporting and ISO 14001 projects for fourteen manufacturing clients. Built a Power BI emissions dashboard that clients now license separately.',
      },
      {
        position: 'Environmental Analyst',
        company: 'Aire Valley Engineering',
        duration: '2016 – 2019',
        description:
          'Tracked energy and waste data for three plants and prepared their environmental permits.',
      },
    ],
    education: [{ degree: 'MSc Environmental Management', institution: 'University of Leeds', year: '2016' }],
    appliesTo: [7, 2],
  },
  {
    fullName: 'Ahmed Farouk',
    city: 'Manchester',
    country: 'United Kingdom',
    track: 'consulting',
    currentCompany: 'Northgate Operations Consulting',
    currentRole: 'Principal Consultant',
    employmentType: 'full-time',
    yearsExperience: 13,
    summary:
      'Lean Six Sigma Master Black Belt with thirteen years in manufacturing operations. Has led plant-wide improvement programmes and coached more than forty Green Belts.',
    skills: [
      'Lean Six Sigma',
      'Process Improvement',
      'Manufacturing Operations',
      'Stakeholder Management',
      'Leadership',
      'ISO 14001',
      'Change Management',
      'Solution Selling',
      'Communication',
      'ESG Reporting',
      'Data Analysis',
    ],
    workExperience: [
      {
        position: 'Principal Consultant',
        company: 'Northgate Operations Consulting',
        duration: '2017 – present',
        description:
          'Wins and runs operational excellence programmes for automotive and food manufacturers, delivering £11M in verified savings, and leads the firm’s ESG reporting offer. Coaches client improvement teams.',
      },
      {
        position: 'Continuous Improvement Manager',
        company: 'Mersey Components',
        duration: '2011 – 2017',
        description: 'Led the plant’s Lean transformation and its ISO 14001 certification.',
      },
    ],
    education: [
      { degree: 'BEng Mechanical Engineering', institution: 'Cairo University', year: '2010' },
      { degree: 'MBA', institution: 'Alliance Manchester Business School', year: '2016' },
    ],
    appliesTo: [7, 6, 2],
  },
  {
    fullName: 'Chloé Dubois',
    city: 'Lyon',
    country: 'France',
    track: 'consulting',
    currentCompany: 'Rhône ESG Partners',
    currentRole: 'ESG Analyst',
    employmentType: 'full-time',
    yearsExperience: 3,
    summary:
      'ESG analyst who prepares sustainability reports under the new European standards. Strong with data and keen to move into client-facing consulting.',
    skills: ['ESG Reporting', 'Data Analysis', 'Excel', 'Power BI', 'Python', 'Stakeholder Management'],
    workExperience: [
      {
        position: 'ESG Analyst',
        company: 'Rhône ESG Partners',
        duration: '2022 – present',
        description:
          'Prepares CSRD gap analyses and sustainability reports for mid-sized industrial clients, and automated data collection with Python and Power BI.',
      },
      {
        position: 'Sustainability Intern',
        company: 'Saône Chimie',
        duration: '2021 – 2022',
        description: 'Compiled the company’s first greenhouse gas inventory across two sites.',
      },
    ],
    education: [{ degree: 'MSc Sustainable Finance', institution: 'emlyon business school', year: '2022' }],
    appliesTo: [7, 5],
  },
  {
    fullName: 'Pieter de Vries',
    city: 'Rotterdam',
    country: 'Netherlands',
    track: 'consulting',
    currentCompany: 'Maasland Advisory',
    currentRole: 'Operations Consultant',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'Operations consultant who has worked on supply-chain and quality projects for chemical and pharma clients. Pragmatic, data-driven and calm under client pressure.',
    skills: [
      'Process Improvement',
      'Data Analysis',
      'Stakeholder Management',
      'SQL',
      'Change Management',
      'GxP',
      'Lean Six Sigma',
    ],
    workExperience: [
      {
        position: 'Operations Consultant',
        company: 'Maasland Advisory',
        duration: '2020 – present',
        description:
          'Delivered supply-chain and quality improvement projects for five chemical and pharma clients, including a release-time reduction of 30%.',
      },
      {
        position: 'Supply Chain Analyst',
        company: 'Port of Rotterdam Logistics',
        duration: '2018 – 2020',
        description: 'Analysed container flows with SQL and built the weekly capacity forecast.',
      },
    ],
    education: [
      { degree: 'MSc Supply Chain Management', institution: 'Erasmus University Rotterdam', year: '2018' },
    ],
    appliesTo: [6, 7, 2],
  },
  {
    fullName: 'Sipho Ndlovu',
    city: 'Johannesburg',
    country: 'South Africa',
    track: 'consulting',
    currentCompany: 'Highveld Performance Group',
    currentRole: 'Senior Improvement Consultant',
    employmentType: 'full-time',
    yearsExperience: 9,
    summary:
      'Improvement consultant in mining and manufacturing, with a focus on energy efficiency. Has led projects that cut energy use on site by double digits.',
    skills: [
      'Lean Six Sigma',
      'Process Improvement',
      'Manufacturing Operations',
      'ISO 14001',
      'ESG Reporting',
      'Data Analysis',
      'Power BI',
      'Stakeholder Management',
      'Change Management',
      'Leadership',
      'Communication',
    ],
    workExperience: [
      {
        position: 'Senior Improvement Consultant',
        company: 'Highveld Performance Group',
        duration: '2018 – present',
        description:
          'Leads energy and throughput improvement projects at mines and smelters, bringing site management and unions along and tracking results in Power BI; the latest cut a smelter’s energy use by 14%.',
      },
      {
        position: 'Process Engineer',
        company: 'Gauteng Metals',
        duration: '2015 – 2018',
        description:
          'Optimised furnace operations, ran the plant’s Six Sigma Green Belt programme and kept its ISO 14001 certification.',
      },
    ],
    education: [
      { degree: 'BSc Chemical Engineering', institution: 'University of the Witwatersrand', year: '2015' },
    ],
    appliesTo: [7, 6, 2],
  },
  {
    fullName: 'Isabella Romano',
    city: 'Turin',
    country: 'Italy',
    track: 'data',
    currentCompany: 'Piemonte Pharma',
    currentRole: 'Data Analyst, Quality',
    employmentType: 'full-time',
    yearsExperience: 4,
    summary:
      'Data analyst in a pharma quality department who turns batch and deviation data into decisions. Writes Python and SQL and wants to move into consulting.',
    skills: ['Data Analysis', 'Python', 'SQL', 'GxP', 'Power BI', 'Process Improvement'],
    workExperience: [
      {
        position: 'Data Analyst, Quality',
        company: 'Piemonte Pharma',
        duration: '2021 – present',
        description:
          'Built Python and SQL analyses of deviations and batch release times that drove a redesign of the review process, and maintains the quality KPI dashboard in Power BI.',
      },
      {
        position: 'Research Assistant',
        company: 'Politecnico di Torino',
        duration: '2020 – 2021',
        description: 'Analysed manufacturing sensor data for an industrial statistics research project.',
      },
    ],
    education: [{ degree: 'MSc Data Science', institution: 'Politecnico di Torino', year: '2020' }],
    appliesTo: [6, 5, 8],
  },
];
