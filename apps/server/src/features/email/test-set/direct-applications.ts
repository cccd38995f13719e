import {
  type ApplicationEmailCase,
  compose,
  docxCv,
  latin1Word,
  pdfCv,
  photoAttachment,
  txtCv,
} from './compose.ts';

/** Applicants writing for themselves: plain text, HTML-only, Latin-1, CJK, bare, contradicted. */
export const DIRECT_APPLICATIONS: ApplicationEmailCase[] = [
  {
    name: 'plain-text application with a PDF CV',
    raw: async () =>
      compose({
        id: 'direct-plain-pdf',
        from: 'Priya Raman <priya.raman@gmail.com>',
        subject: 'Application for Senior Data Engineer',
        text: `Dear Hiring Team,

I am writing to apply for the Senior Data Engineer position advertised on your careers page. I have 7 years of experience building batch and streaming pipelines, most recently as a data engineer at Ocado Technology, where I moved our nightly jobs from cron scripts to Airflow and Spark on AWS.

I'm based in Manchester, UK and I'm looking for a full-time role. My CV is attached; I'd be glad to talk through any of it.

Kind regards,
Priya Raman
+44 7700 900123
linkedin.com/in/priya-raman
`,
        attachments: [
          await pdfCv(
            'Priya Raman - CV.pdf',
            `Priya Raman
Senior Data Engineer
Manchester, United Kingdom | priya.raman@gmail.com | +44 7700 900123
linkedin.com/in/priya-raman

PROFILE
Data engineer with 7 years of experience designing reliable data platforms for retail and logistics.

EXPERIENCE
Senior Data Engineer, Ocado Technology, Manchester (2021 - present)
- Migrated 400 nightly batch jobs to Airflow and Spark on AWS, cutting run time by 60%.
- Built a streaming ingestion layer on Kafka feeding a PostgreSQL and Redshift warehouse.
Data Engineer, Auto Trader UK, Manchester (2018 - 2021)
- Owned the event pipeline (Python, SQL) and its data quality checks.

SKILLS
Python, SQL, Spark, Airflow, Kafka, AWS, PostgreSQL, Docker, Terraform

EDUCATION
MSc Computer Science, University of Manchester, 2018
BSc Mathematics, University of Leeds, 2017`,
          ),
        ],
      }),
    expected: {
      name: 'Priya Raman',
      email: 'priya.raman@gmail.com',
      phone: '+44 7700 900123',
      country: 'United Kingdom',
      city: 'Manchester',
      employment_type: 'full-time',
      role: 'Senior Data Engineer',
      linkedin: 'https://linkedin.com/in/priya-raman',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Python', 'SQL', 'Spark', 'AWS', 'PostgreSQL', 'Docker', 'Terraform'],
      education: [
        'MSc Computer Science, University of Manchester, 2018',
        'BSc Mathematics, University of Leeds, 2017',
      ],
      experience: 7,
    },
  },
  {
    name: 'HTML-only application with a DOCX CV and a Polish-German name',
    raw: async () =>
      compose({
        id: 'direct-html-docx',
        from: 'Zoë Müller-Łukasiewicz <zoe.mueller-l@posteo.de>',
        subject: 'Application: Product Designer (Berlin)',
        html: `<div dir="ltr"><p>Hello Meridian team,</p>
<p>I would love to be considered for the <b>Product Designer</b> opening in Berlin. I have 6 years of experience in product design, shipping design systems in Figma for two fintech apps, and I work closely with the engineers who build them in React.</p>
<p>I live in Berlin and can start in April. My CV is attached.</p>
<p>Viele Grüße / best wishes,</p>
<table><tr><td><b>Zoë Müller-Łukasiewicz</b></td></tr><tr><td>Product Designer</td></tr>
<tr><td>Mobile: +49 151 2345 6789</td></tr>
<tr><td><a href="https://www.linkedin.com/in/zoe-mueller-lukasiewicz">LinkedIn</a></td></tr></table></div>`,
        attachments: [
          await docxCv(
            'CV_Zoe_Mueller-Lukasiewicz.docx',
            `Zoë Müller-Łukasiewicz
Product Designer · Berlin, Germany
zoe.mueller-l@posteo.de · +49 151 2345 6789

Experience
Senior Product Designer — Kontist, Berlin (2021 – today)
Led the design system in Figma; partnered with React engineers on the component library.
Product Designer — N26, Berlin (2019 – 2021)
UX/UI for onboarding and card management flows.

Education
MA Interaction Design, Universität der Künste Berlin, 2019
BA Communication Design, Akademia Sztuk Pięknych w Krakowie, 2017

Languages
Polish, German, English`,
          ),
        ],
      }),
    expected: {
      name: 'Zoë Müller-Łukasiewicz',
      email: 'zoe.mueller-l@posteo.de',
      phone: '+49 151 2345 6789',
      country: 'Germany',
      city: 'Berlin',
      employment_type: null,
      role: 'Product Designer',
      linkedin: 'https://www.linkedin.com/in/zoe-mueller-lukasiewicz',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Figma', 'React'],
      education: [
        'MA Interaction Design, Universität der Künste Berlin, 2019',
        'BA Communication Design, Akademia Sztuk Pięknych w Krakowie, 2017',
      ],
      experience: 6,
    },
  },
  {
    name: 'applicant referred by an employee, with a PDF CV',
    raw: async () =>
      compose({
        id: 'direct-referred',
        from: 'Fatima Zahra El Amrani <fatima.elamrani@gmail.com>',
        subject: 'QA Engineer – referred by Maria Santos',
        text: `Hello,

I was referred by Maria Santos from your QA team, who suggested I apply for the QA Engineer role.

I have 4 years of experience in test automation with Selenium, Cypress and Python, and I have set up CI/CD quality gates in GitLab for two product teams. I am based in Casablanca, Morocco and open to full-time work, remote or on site.

My CV is attached. Thank you for your time.

Regards,
Fatima Zahra El Amrani
+212 6 12 34 56 78
`,
        attachments: [
          await pdfCv(
            'CV Fatima Zahra El Amrani.pdf',
            `Fatima Zahra El Amrani
QA Automation Engineer
Casablanca, Morocco - fatima.elamrani@gmail.com - +212 6 12 34 56 78
linkedin.com/in/fatima-elamrani
Experience
QA Automation Engineer, CDG Invest, Casablanca (2022 - present)
Cypress and Selenium suites in JavaScript and Python; GitLab CI/CD pipelines.
Software Tester, Capgemini Morocco, Rabat (2021 - 2022)
Manual and API testing, Jira, Agile teams.
Education
Master in Software Engineering, ENSIAS Rabat, 2021
Languages
Arabic, French, English`,
          ),
        ],
      }),
    expected: {
      name: 'Fatima Zahra El Amrani',
      email: 'fatima.elamrani@gmail.com',
      phone: '+212 6 12 34 56 78',
      country: 'Morocco',
      city: 'Casablanca',
      employment_type: 'full-time',
      role: 'QA Engineer',
      linkedin: 'https://linkedin.com/in/fatima-elamrani',
      source_type: 'Employee Referral',
      recruiter_name: null,
      skills: ['Python', 'CI/CD', 'JavaScript', 'Agile'],
      education: ['Master in Software Engineering, ENSIAS Rabat, 2021'],
      experience: 4,
    },
  },
  {
    name: 'two-line body with a TXT CV',
    raw: async () =>
      compose({
        id: 'direct-short-txt',
        from: 'Aoife Byrne <aoife.byrne@eircom.net>',
        subject: 'CV - Customer Support Specialist',
        text: `Hi,

Please find attached my CV for the Customer Support Specialist (part-time) position.

Thanks,
Aoife
`,
        attachments: [
          txtCv(
            'aoife_byrne_cv.txt',
            `Aoife Byrne
Dublin, Ireland
Phone: 087 123 4567
Email: aoife.byrne@eircom.net

Profile
Friendly, organised customer support specialist with 3 years of experience in SaaS helpdesks,
currently studying part-time for a business degree.

Experience
Customer Support Agent, Zendesk (via CPL), Dublin (2022 - present)
- First-line support by chat and email for 400+ business customers; CSAT 96%.
- Wrote 60 help-centre articles and trained five new starters.
- Escalation point for billing questions; worked with finance on refunds.
Customer Service Assistant, Dunnes Stores, Dublin (2021 - 2022)
- Till, returns and customer queries in a busy city-centre store.

Education
BA in Business (part-time, ongoing), Dublin Business School
Leaving Certificate, Loreto College, 2019

Skills
Zendesk, Salesforce Service Cloud, Excel, written communication, Irish and English

Volunteering
Citizens Information volunteer, Rathmines (2020 - present): one evening a week helping people
with housing, social welfare and employment-rights questions.

Interests
Sea swimming, sean-nós singing, and a slowly growing collection of vinyl.

References available on request.
`,
          ),
        ],
      }),
    expected: {
      name: 'Aoife Byrne',
      email: 'aoife.byrne@eircom.net',
      phone: '087 123 4567',
      country: 'Ireland',
      city: 'Dublin',
      employment_type: 'part-time',
      role: 'Customer Support Specialist',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Salesforce', 'Excel', 'Communication'],
      education: ['BA in Business (part-time, ongoing), Dublin Business School'],
      experience: 3,
    },
  },
  {
    name: 'ISO-8859-1 body (8bit) from a French applicant, with a PDF CV',
    raw: async () =>
      compose({
        id: 'direct-latin1-8bit',
        from: `${latin1Word('François Lefèvre')} <francois.lefevre@orange.fr>`,
        subject: 'Application for Full-Stack Developer',
        text: {
          latin1: `Bonjour,

I am applying for the Full-Stack Developer position listed on Welcome to the Jungle. I'm François Lefèvre, a developer based in Lyon, France, with 5 years of experience in TypeScript, React and Node.js, and some Django on the side.

I am available for a full-time position from May. You can reach me on +33 6 12 34 56 78.

Cordialement,
François Lefèvre
`,
          encoding: '8bit',
        },
        attachments: [
          await pdfCv(
            'CV_Francois_Lefevre.pdf',
            `François Lefèvre
Développeur Full-Stack - Lyon, France
francois.lefevre@orange.fr | +33 6 12 34 56 78 | linkedin.com/in/flefevre
Expérience
Développeur Full-Stack, Sword Group, Lyon (2021 - aujourd'hui)
React, TypeScript, Node.js, PostgreSQL ; tests et CI/CD.
Développeur web, Agence Koala, Lyon (2020 - 2021)
Sites Django et Vue pour des clients PME.
Formation
Master Informatique, Université Claude Bernard Lyon 1, 2020
Licence Informatique, Université Lumière Lyon 2, 2018`,
          ),
        ],
      }),
    expected: {
      name: 'François Lefèvre',
      email: 'francois.lefevre@orange.fr',
      phone: '+33 6 12 34 56 78',
      country: 'France',
      city: 'Lyon',
      employment_type: 'full-time',
      role: 'Full-Stack Developer',
      linkedin: 'https://linkedin.com/in/flefevre',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['TypeScript', 'React', 'Node.js', 'Django', 'PostgreSQL', 'CI/CD', 'Vue'],
      education: [
        'Master Informatique, Université Claude Bernard Lyon 1, 2020',
        'Licence Informatique, Université Lumière Lyon 2, 2018',
      ],
      experience: 5,
    },
  },
  {
    name: 'ISO-8859-1 body (quoted-printable) with everything in the body and no CV',
    raw: () =>
      compose({
        id: 'direct-latin1-qp',
        from: `${latin1Word('João Gonçalves')} <joao.goncalves@sapo.pt>`,
        subject: 'Engineering Manager – application (João Gonçalves)',
        text: {
          latin1: `Dear hiring manager,

My name is João Gonçalves and I would like to be considered for the Engineering Manager role. I have 12 years of experience in software, the last 4 leading teams of 6-10 engineers working in Java, Kotlin and AWS, with Scrum.

Some details:
Location: Porto, Portugal
Phone: +351 912 345 678
LinkedIn: https://www.linkedin.com/in/joaogoncalves
Education: MSc in Informatics Engineering, Universidade do Porto

I'm looking for a full-time role and can start with 60 days' notice. I don't have an up-to-date CV at hand but I'm happy to send one on request.

Com os melhores cumprimentos,
João Gonçalves
`,
          encoding: 'quoted-printable',
        },
      }),
    expected: {
      name: 'João Gonçalves',
      email: 'joao.goncalves@sapo.pt',
      phone: '+351 912 345 678',
      country: 'Portugal',
      city: 'Porto',
      employment_type: 'full-time',
      role: 'Engineering Manager',
      linkedin: 'https://www.linkedin.com/in/joaogoncalves',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Java', 'Kotlin', 'AWS', 'Scrum'],
      education: ['MSc in Informatics Engineering, Universidade do Porto'],
      experience: 12,
    },
  },
  {
    name: 'name written in CJK, with a DOCX CV',
    raw: async () =>
      compose({
        id: 'direct-cjk',
        from: '李娜 <li.na.design@qq.com>',
        subject: 'Application for UX Designer',
        text: `Dear Meridian team,

I am applying for the UX Designer position. I have 5 years of experience designing mobile apps for e-commerce in Figma, and I recently led the redesign of the checkout flow at a Shenzhen start-up, which raised conversion by 12%.

I am based in Shenzhen, China and would be happy to work remotely full-time for your team.

Best regards,
李娜 (Li Na)
WeChat / phone: +86 135 1234 5678
`,
        attachments: [
          await docxCv(
            'Li_Na_CV.docx',
            `李娜 Li Na
UX Designer · Shenzhen, China
li.na.design@qq.com · +86 135 1234 5678 · linkedin.com/in/lina-ux

Experience
Senior UX Designer, Shein, Shenzhen (2022 – present)
Checkout and payment flows; usability testing with 40 users a month; design system in Figma.
UX Designer, Tencent, Shenzhen (2020 – 2022)
WeChat mini-programs for retail clients.

Education
Bachelor of Arts in Visual Communication, Sun Yat-sen University, 2020`,
          ),
        ],
      }),
    expected: {
      name: '李娜',
      email: 'li.na.design@qq.com',
      phone: '+86 135 1234 5678',
      country: 'China',
      city: 'Shenzhen',
      employment_type: 'full-time',
      role: 'UX Designer',
      linkedin: 'https://linkedin.com/in/lina-ux',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Figma'],
      education: ['Bachelor of Arts in Visual Communication, Sun Yat-sen University, 2020'],
      experience: 5,
    },
  },
  {
    name: 'bare "see attached" with a photo and no CV',
    raw: () =>
      compose({
        id: 'direct-bare',
        from: 'm.kowalczyk91@gmail.com',
        subject: 'CV',
        text: 'see attached\n\nSent from my iPhone\n',
        attachments: [photoAttachment('IMG_2041.jpg')],
      }),
    expected: {
      name: null,
      email: 'm.kowalczyk91@gmail.com',
      phone: null,
      country: null,
      city: null,
      employment_type: null,
      role: null,
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: [],
      education: [],
      experience: null,
    },
  },
  {
    name: 'body contradicted by the CV (someone else’s CV attached)',
    raw: async () =>
      compose({
        id: 'direct-wrong-cv',
        from: 'Daniel Price <dan.price@gmail.com>',
        subject: 'Application for Account Executive',
        text: `Hello,

My name is Daniel Price and I'd like to apply for the Account Executive role. I have 5 years of experience in B2B SaaS sales, most recently closing mid-market deals at a payroll software company in Austin, with Salesforce as my daily CRM.

You can reach me on +1 512 555 0134.

Thanks,
Daniel Price
`,
        attachments: [
          await pdfCv(
            'resume_final_v3.pdf',
            `Rebecca Stone
Marketing Manager
Denver, CO | rebecca.stone@yahoo.com | (720) 555-0188
Experience
Marketing Manager, Pax8, Denver (2020 - present)
Demand generation, HubSpot and Salesforce campaigns, team of four.
Marketing Specialist, Ibotta, Denver (2016 - 2020)
Email lifecycle programmes and paid social.
Education
BA Marketing, University of Colorado Boulder, 2014`,
          ),
        ],
      }),
    expected: {
      name: 'Daniel Price',
      email: 'dan.price@gmail.com',
      phone: '+1 512 555 0134',
      country: null,
      city: null,
      employment_type: null,
      role: 'Account Executive',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Salesforce'],
      education: [],
      experience: 5,
    },
  },
  {
    name: 'HTML-only freelance application with a list, Irish name, TXT CV',
    raw: () =>
      compose({
        id: 'direct-html-freelance',
        from: 'Siobhán Ní Bhriain <siobhan.nibhriain@gmail.com>',
        subject: 'Application for Copywriter (freelance)',
        html: `<p>Dear Meridian team,</p>
<p>I'm a freelance copywriter based in Galway, Ireland and I'd love to work with you on a freelance basis as your new Copywriter.</p>
<p>A few things about me:</p>
<ul><li>7 years of experience writing web, product and email copy for B2B SaaS brands</li>
<li>Comfortable in HTML, Figma and most CMSs</li>
<li>Portfolio: <a href="https://siobhanwrites.ie">siobhanwrites.ie</a></li></ul>
<p>My CV is attached.</p>
<p>Go raibh maith agat,<br>Siobhán</p>`,
        attachments: [
          txtCv(
            'Siobhan Ni Bhriain CV.txt',
            `SIOBHÁN NÍ BHRIAIN
Freelance Copywriter | Galway, Ireland
siobhan.nibhriain@gmail.com | +353 86 123 4567 | siobhanwrites.ie | linkedin.com/in/siobhan-ni-bhriain

About
Copywriter for B2B software companies: websites, product UI text, onboarding emails and case studies.
I write in plain English, work from research and interviews, and hand over copy that is ready to ship.

Selected clients (2018 - present, freelance)
- Intercom: onboarding email series; activation up 9%.
- Workvivo: website rewrite and product naming.
- Tines: 14 customer case studies.

Before freelancing
Content Writer, Fineos, Dublin (2016 - 2018)
- Help-centre articles and release notes for an insurance platform.

Education
BA English and Journalism, University of Galway, 2016

Recognition
- Shortlisted, Irish Content Awards 2023 (B2B category) for the Workvivo website.
- Guest lecturer on UX writing, University of Galway MA in Digital Media (2022, 2024).

Tools
HTML, Figma, Webflow, WordPress, Google Docs

Languages
English and Irish (native), French (conversational)
`,
          ),
        ],
      }),
    expected: {
      name: 'Siobhán Ní Bhriain',
      email: 'siobhan.nibhriain@gmail.com',
      phone: '+353 86 123 4567',
      country: 'Ireland',
      city: 'Galway',
      employment_type: 'freelance',
      role: 'Copywriter',
      linkedin: 'https://linkedin.com/in/siobhan-ni-bhriain',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['HTML', 'Figma'],
      education: ['BA English and Journalism, University of Galway, 2016'],
      experience: 7,
    },
  },
  {
    name: 'form-like body with labelled lines, a nickname sender and no CV',
    raw: () =>
      compose({
        id: 'direct-labelled',
        from: 'seun.b <seun.bakare@outlook.com>',
        subject: 'Finance Analyst application',
        text: `Good afternoon,

Please see my details below for the Finance Analyst vacancy.

Name: Oluwaseun Bakare
Phone: 07911 123456
Location: Leeds
Years of experience: 3
Qualifications: ACCA (part-qualified), BSc Accounting and Finance, University of Leeds

I am currently working as an assistant accountant and am available to start a full-time role in four weeks.

Kind regards
Seun
`,
      }),
    expected: {
      name: 'Oluwaseun Bakare',
      email: 'seun.bakare@outlook.com',
      phone: '07911 123456',
      country: 'United Kingdom',
      city: 'Leeds',
      employment_type: 'full-time',
      role: 'Finance Analyst',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: [],
      education: ['BSc Accounting and Finance, University of Leeds'],
      experience: 3,
    },
  },
  {
    name: 'sent from a work address while the CV gives a personal one',
    raw: () =>
      compose({
        id: 'direct-work-address',
        from: 'Chloé Martin <chloe.martin@acme-logistics.fr>',
        subject: 'Application for Product Manager',
        text: `Hello,

I'm Chloé Martin, currently a product owner at Acme Logistics, and I'm applying for the Product Manager position. I have 6 years of experience in B2B product management, working in Agile teams with Jira, and SQL for analysis.

Please use my personal address chloe.martin.pro@gmail.com for any follow-up, as this is my work account.

I'm based in Bordeaux, France and looking for a full-time position (hybrid).

Best regards,
Chloé Martin
+33 7 81 23 45 67
`,
        attachments: [
          txtCv(
            'Chloe_Martin_PM.txt',
            `Chloé Martin
Product Manager — Bordeaux, France
chloe.martin.pro@gmail.com | +33 7 81 23 45 67 | linkedin.com/in/chloe-martin-pm

Summary
Product manager with 6 years of experience in B2B logistics software: discovery, roadmaps, delivery.

Experience
Product Owner, Acme Logistics, Bordeaux (2021 - present)
- Owns the carrier-booking product (12 engineers, 2 designers); cut booking time by 40%.
- Runs quarterly discovery with 30 shipper customers.
Associate Product Manager, Cdiscount, Bordeaux (2019 - 2021)
- Seller onboarding flows; A/B tests on the seller portal.
- Wrote the first product analytics dashboards with the data team; weekly KPI review.
Business Analyst (intern), Ceva Logistics, Marseille (2018, 6 months)
- Mapped warehouse processes for a WMS migration.

Education
Master's degree in Management, KEDGE Business School, 2018

Skills
Product discovery, roadmapping, Jira, SQL, Agile, stakeholder management

Languages
French (native), English (fluent, TOEIC 960), Spanish (intermediate)

Interests
Trail running in the Landes forest; volunteer mentor at a Bordeaux start-up incubator.
`,
          ),
        ],
      }),
    expected: {
      name: 'Chloé Martin',
      email: 'chloe.martin@acme-logistics.fr',
      phone: '+33 7 81 23 45 67',
      country: 'France',
      city: 'Bordeaux',
      employment_type: 'full-time',
      role: 'Product Manager',
      linkedin: 'https://linkedin.com/in/chloe-martin-pm',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['SQL', 'Agile', 'Product Management'],
      education: ["Master's degree in Management, KEDGE Business School, 2018"],
      experience: 6,
    },
  },
];
