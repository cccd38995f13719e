import type { CandidateSeed } from '../demo-data.types.ts';

/** Account managers, sales and business leaders: they apply mainly to jobs 2, 3 and 9. */
export const COMMERCIAL_CANDIDATES: CandidateSeed[] = [
  {
    fullName: 'Marcus Johnson',
    city: 'New York',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Empire Software',
    currentRole: 'Account Manager',
    employmentType: 'full-time',
    yearsExperience: 5,
    summary:
      'Account manager for mid-market software customers with a strong renewal record. Builds trusted relationships and knows when to bring in specialists.',
    skills: ['Account Planning', 'Salesforce', 'Negotiation', 'Communication', 'Customer Success'],
    workExperience: [
      {
        position: 'Account Manager',
        company: 'Empire Software',
        duration: '2021 – present',
        description:
          'Manages 25 mid-market accounts worth $4M in annual revenue, with a 96% gross renewal rate. Runs quarterly business reviews and grew expansion revenue by 18%.',
      },
      {
        position: 'Sales Development Representative',
        company: 'Metro Payroll',
        duration: '2019 – 2021',
        description: 'Booked meetings for account executives and was top performer for four quarters.',
      },
    ],
    education: [{ degree: 'BA Communications', institution: 'Fordham University', year: '2019' }],
    appliesTo: [3],
  },
  {
    fullName: 'Olga Ivanova',
    city: 'Jersey City',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Liberty Claims Tech',
    currentRole: 'Customer Success Manager',
    employmentType: 'full-time',
    yearsExperience: 4,
    summary:
      'Customer success manager at a claims software vendor, serving regional insurers. Knows the insurance client well and wants to take on commercial targets.',
    skills: ['Customer Success', 'Insurance Domain', 'Salesforce', 'Communication', 'Excel'],
    workExperience: [
      {
        position: 'Customer Success Manager',
        company: 'Liberty Claims Tech',
        duration: '2021 – present',
        description:
          'Onboards and supports eighteen regional insurers using the claims platform. Cut time-to-value for new clients from four months to seven weeks.',
      },
      {
        position: 'Claims Analyst',
        company: 'Hudson Mutual',
        duration: '2020 – 2021',
        description: 'Processed property claims and built Excel reports on claim cycle times.',
      },
    ],
    education: [{ degree: 'BA Economics', institution: 'Rutgers University', year: '2020' }],
    appliesTo: [3],
  },
  {
    fullName: 'Diego Álvarez',
    city: 'Miami',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Coral Risk Solutions',
    currentRole: 'Senior Account Executive',
    employmentType: 'full-time',
    yearsExperience: 6,
    summary:
      'Senior account executive selling risk analytics to insurers in the US and Latin America. Bilingual in English and Spanish, and consistently above quota.',
    skills: [
      'Solution Selling',
      'Negotiation',
      'Salesforce',
      'Insurance Domain',
      'Account Planning',
      'Communication',
    ],
    workExperience: [
      {
        position: 'Senior Account Executive',
        company: 'Coral Risk Solutions',
        duration: '2020 – present',
        description:
          'Sells risk analytics subscriptions to insurers and closed $3.1M in new business last year, 124% of quota. Opened the company’s first accounts in Colombia and Mexico.',
      },
      {
        position: 'Account Executive',
        company: 'Biscayne Data',
        duration: '2018 – 2020',
        description: 'Sold data products to banks and credit unions in Florida.',
      },
    ],
    education: [{ degree: 'BBA Marketing', institution: 'Florida International University', year: '2018' }],
    appliesTo: [3, 2],
  },
  {
    fullName: 'Rachel Kim',
    city: 'Hartford',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Charter Oak Analytics',
    currentRole: 'Account Manager, Insurance',
    employmentType: 'full-time',
    yearsExperience: 7,
    summary:
      'Account manager dedicated to insurance carriers, with seven years of experience in the industry. Combines domain knowledge with a structured approach to account planning and renewals.',
    skills: ['Account Planning', 'Insurance Domain', 'Salesforce', 'Negotiation', 'Communication', 'Excel'],
    workExperience: [
      {
        position: 'Account Manager, Insurance',
        company: 'Charter Oak Analytics',
        duration: '2019 – present',
        description:
          'Owns fifteen carrier accounts, with 100% renewal over three years and $1.2M in expansion. Negotiated the company’s largest multi-year renewal.',
      },
      {
        position: 'Underwriting Assistant',
        company: 'Connecticut General Insurance',
        duration: '2017 – 2019',
        description: 'Supported commercial lines underwriters and built Excel pricing models.',
      },
    ],
    education: [{ degree: 'BS Finance', institution: 'University of Connecticut', year: '2017' }],
    appliesTo: [3],
  },
  {
    fullName: 'Kofi Boateng',
    city: 'Philadelphia',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Liberty Bell Software',
    currentRole: 'Inside Sales Representative',
    employmentType: 'full-time',
    yearsExperience: 3,
    summary:
      'Inside sales representative looking to move into account management. Energetic, organised and already handles renewals for a small book of customers.',
    skills: ['Salesforce', 'Communication', 'Negotiation', 'Prospecting'],
    workExperience: [
      {
        position: 'Inside Sales Representative',
        company: 'Liberty Bell Software',
        duration: '2022 – present',
        description:
          'Runs the full sales cycle for small-business customers and manages renewals for forty accounts. Exceeded quota in seven of eight quarters.',
      },
      {
        position: 'Retail Banking Associate',
        company: 'Schuylkill Savings Bank',
        duration: '2021 – 2022',
        description: 'Advised customers on accounts and loans and consistently led the branch on referrals.',
      },
    ],
    education: [{ degree: 'BS Business Administration', institution: 'Temple University', year: '2021' }],
    appliesTo: [3],
  },
  {
    fullName: 'Maya Patel',
    city: 'New York',
    country: 'United States',
    track: 'commercial',
    currentCompany: 'Meridiem Partners',
    currentRole: 'Key Account Director',
    employmentType: 'full-time',
    yearsExperience: 10,
    summary:
      'Key account director who looks after the largest clients of a professional-services firm. Has grown strategic accounts by building relationships across the C-suite. Interested in a broader leadership role.',
    skills: [
      'Account Planning',
      'Stakeholder Management',
      'Negotiation',
      'Leadership',
      'Communication',
      'Strategic Planning',
      'Salesforce',
      'Solution Selling',
    ],
    workExperience: [
      {
        position: 'Key Account Director',
        company: 'Meridiem Partners',
        duration: '2020 – present',
        description:
          'Leads relationships with the firm’s five largest clients, worth $18M a year, and coordinates delivery teams across three practices.',
      },
      {
        position: 'Senior Account Manager',
        company: 'Atlas Research Group',
        duration: '2016 – 2020',
        description:
          'Managed research subscriptions for financial services clients and ran annual account plans in Salesforce.',
      },
      {
        position: 'Account Executive',
        company: 'Hudson Market Data',
        duration: '2012 – 2014',
        description: 'Sold market data subscriptions to asset managers before business school.',
      },
    ],
    education: [{ degree: 'MBA', institution: 'NYU Stern School of Business', year: '2016' }],
    appliesTo: [3, 9, 2],
  },
  {
    fullName: 'William Hartley',
    city: 'Boston',
    country: 'United States',
    track: 'leadership',
    currentCompany: 'Commonwealth Industrial Solutions',
    currentRole: 'Vice President, Solutions',
    employmentType: 'full-time',
    yearsExperience: 16,
    summary:
      'Solutions leader with sixteen years of experience selling and delivering operations improvement programmes to manufacturers. Has built and led pursuit teams of up to twelve people.',
    skills: [
      'Solution Selling',
      'Manufacturing Operations',
      'Leadership',
      'Stakeholder Management',
      'Communication',
      'Lean Six Sigma',
      'Salesforce',
    ],
    workExperience: [
      {
        position: 'Vice President, Solutions',
        company: 'Commonwealth Industrial Solutions',
        duration: '2017 – present',
        description:
          'Leads a twelve-person solutions team that closed $40M of manufacturing programmes in five years, including the three largest deals in company history.',
      },
      {
        position: 'Director, Operations Consulting',
        company: 'Bay State Advisors',
        duration: '2010 – 2017',
        description: 'Delivered Lean programmes at automotive and aerospace plants across New England.',
      },
      {
        position: 'Manufacturing Engineer',
        company: 'Granite Precision Parts',
        duration: '2008 – 2010',
        description: 'Improved line layout and cut changeover times on a machining line.',
      },
    ],
    education: [
      { degree: 'BS Industrial Engineering', institution: 'Georgia Institute of Technology', year: '2008' },
      { degree: 'MBA', institution: 'MIT Sloan School of Management', year: '2014' },
    ],
    appliesTo: [2, 3, 7],
  },
  {
    fullName: 'Helen Abernathy',
    city: 'London',
    country: 'United Kingdom',
    track: 'leadership',
    currentCompany: 'Canary Wharf Capital',
    currentRole: 'Chief Operating Officer',
    employmentType: 'full-time',
    yearsExperience: 18,
    summary:
      'Chief operating officer of a growth-stage fintech who has scaled two businesses past 500 people. Runs planning cycles and board preparation, and is looking for a role closer to a founder-CEO.',
    skills: [
      'Leadership',
      'Strategic Planning',
      'Stakeholder Management',
      'Financial Modelling',
      'Change Management',
      'Communication',
    ],
    workExperience: [
      {
        position: 'Chief Operating Officer',
        company: 'Canary Wharf Capital',
        duration: '2018 – present',
        description:
          'Runs operations, planning and people for a 550-person fintech, and prepares every board meeting with the CEO. Led the integration of two acquisitions.',
      },
      {
        position: 'Director of Strategy',
        company: 'Albion Insurance Group',
        duration: '2011 – 2018',
        description: 'Led the group strategy team and the annual planning cycle across six business units.',
      },
      {
        position: 'Management Consultant',
        company: 'Holborn Strategy Partners',
        duration: '2006 – 2011',
        description: 'Advised financial services clients on growth strategy and cost programmes.',
      },
    ],
    education: [
      { degree: 'MA Philosophy, Politics and Economics', institution: 'University of Oxford', year: '2006' },
    ],
    appliesTo: [9, 2],
  },
  {
    fullName: 'Arjun Kapoor',
    city: 'London',
    country: 'United Kingdom',
    track: 'leadership',
    currentCompany: 'Southbank Ventures',
    currentRole: 'Head of Strategy',
    employmentType: 'full-time',
    yearsExperience: 9,
    summary:
      'Head of strategy at a venture-backed software company and former management consultant. Turns ambiguous problems into plans and keeps cross-functional initiatives on track.',
    skills: [
      'Strategic Planning',
      'Financial Modelling',
      'Stakeholder Management',
      'Communication',
      'Product Strategy',
      'Roadmapping',
    ],
    workExperience: [
      {
        position: 'Head of Strategy',
        company: 'Southbank Ventures',
        duration: '2021 – present',
        description:
          'Runs the annual planning process, the OKR cadence and the product roadmap reviews for a 250-person company, and led the entry into the German market.',
      },
      {
        position: 'Engagement Manager',
        company: 'Whitehall Consulting',
        duration: '2015 – 2021',
        description:
          'Led strategy projects for technology and healthcare clients and managed teams of five consultants.',
      },
    ],
    education: [
      { degree: 'BSc Economics', institution: 'London School of Economics', year: '2015' },
      { degree: 'MBA', institution: 'INSEAD', year: '2020' },
    ],
    appliesTo: [9, 5],
  },
  {
    fullName: 'Folake Oyelaran',
    city: 'Boston',
    country: 'United States',
    track: 'leadership',
    currentCompany: 'Patriot Manufacturing Group',
    currentRole: 'VP Operations',
    employmentType: 'full-time',
    yearsExperience: 20,
    summary:
      'Operations executive with twenty years of experience running manufacturing plants and improvement programmes. Led a group-wide sustainability programme that cut emissions by a quarter.',
    skills: [
      'Manufacturing Operations',
      'Leadership',
      'Lean Six Sigma',
      'ESG Reporting',
      'Stakeholder Management',
      'Change Management',
    ],
    workExperience: [
      {
        position: 'VP Operations',
        company: 'Patriot Manufacturing Group',
        duration: '2016 – present',
        description:
          'Runs six plants with 1,800 people. Led a sustainability programme that cut scope 1 and 2 emissions by 26% while improving on-time delivery.',
      },
      {
        position: 'Plant Manager',
        company: 'Cape Cod Plastics',
        duration: '2008 – 2016',
        description: 'Turned around a loss-making plant through Lean and a new maintenance strategy.',
      },
    ],
    education: [
      { degree: 'BS Mechanical Engineering', institution: 'Northeastern University', year: '2004' },
      { degree: 'MBA', institution: 'Boston College', year: '2010' },
    ],
    appliesTo: [2, 7, 9],
  },
];
