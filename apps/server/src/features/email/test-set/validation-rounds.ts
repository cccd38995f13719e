import { type ApplicationEmailCase, compose, docxCv, pdfCv, txtCv } from './compose.ts';

/**
 * Written after the first round of tuning on the other messages, and measured before the second:
 * 54 of 65 fields right, and 1 of the 4 it scored 0.8 or more right on every key field
 * (docs/decisions/012). The second round was tuned on them.
 */
export const VALIDATION_ROUND_2: ApplicationEmailCase[] = [
  {
    name: 'German subject, text and HTML alternatives, Diplom degree, PDF CV',
    raw: async () =>
      compose({
        id: 'held-out-german',
        from: 'Jürgen Weiß <juergen.weiss@web.de>',
        subject: 'Bewerbung als Senior Backend Developer (Job-ID 4711)',
        text: `Sehr geehrte Damen und Herren,

please excuse the German subject line - my mail client template is set up that way. I would like to apply for your Senior Backend Developer opening.

I have more than 10 years of experience with Java and Kotlin on the JVM, the last three as tech lead for a team of five at a Hamburg insurance company. I know my way around PostgreSQL, Kafka and Kubernetes, and I'm looking for a permanent position.

Mit freundlichen Grüßen
Jürgen Weiß
Tel. +49 40 1234 5678
`,
        html: `<p>Sehr geehrte Damen und Herren,</p><p>please excuse the German subject line - my mail client template is set up that way. I would like to apply for your Senior Backend Developer opening.</p><p>I have more than 10 years of experience with Java and Kotlin on the JVM, the last three as tech lead for a team of five at a Hamburg insurance company. I know my way around PostgreSQL, Kafka and Kubernetes, and I'm looking for a permanent position.</p><p>Mit freundlichen Grüßen<br>Jürgen Weiß<br>Tel. +49 40 1234 5678</p>`,
        attachments: [
          await pdfCv(
            'Lebenslauf_Juergen_Weiss.pdf',
            `Jürgen Weiß
Senior Backend Developer
Hamburg, Germany | juergen.weiss@web.de | +49 40 1234 5678
Berufserfahrung
Tech Lead Backend, Hanse Versicherung, Hamburg (2022 - heute)
Java, Kotlin, Spring Boot, Kafka, PostgreSQL; team of five.
Backend Developer, Otto Group, Hamburg (2014 - 2022)
Order services on Kubernetes; JVM performance tuning.
Ausbildung
Diplom-Informatiker (FH), Hochschule für Angewandte Wissenschaften Hamburg, 2014
Sprachen
Deutsch (Muttersprache), Englisch (fließend)`,
          ),
        ],
      }),
    expected: {
      name: 'Jürgen Weiß',
      email: 'juergen.weiss@web.de',
      phone: '+49 40 1234 5678',
      country: 'Germany',
      city: 'Hamburg',
      employment_type: 'full-time',
      role: 'Senior Backend Developer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Java', 'Kotlin', 'PostgreSQL', 'Kubernetes', 'Spring'],
      education: ['Diplom-Informatiker (FH), Hochschule für Angewandte Wissenschaften Hamburg, 2014'],
      experience: 10,
    },
  },
  {
    name: 'Outlook on the web forward (rule line) of a part-time application, no CV',
    raw: () =>
      compose({
        id: 'held-out-owa-forward',
        from: 'Maja Lindqvist <maja.lindqvist@meridian.example>',
        subject: 'FW: Part-time Office Coordinator',
        text: `Can we add her to the office coordinator pipeline? Came to my inbox by mistake.

________________________________
From: Emma Johansson <emma.johansson@telia.se>
Sent: Monday, 3 March 2025 14:02
To: Maja Lindqvist <maja.lindqvist@meridian.example>
Subject: Part-time Office Coordinator

Hi Maja,

I'm applying for the part-time Office Coordinator position at your Stockholm office. I have 4 years of experience as an office assistant and receptionist, I'm comfortable with Excel and booking systems, and I speak Swedish, English and German.

I live in Stockholm (Södermalm) and could start in April.

Best regards,
Emma Johansson
070-123 45 67
`,
      }),
    expected: {
      name: 'Emma Johansson',
      email: 'emma.johansson@telia.se',
      phone: '070-123 45 67',
      country: 'Sweden',
      city: 'Stockholm',
      employment_type: 'part-time',
      role: 'Office Coordinator',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Excel'],
      education: [],
      experience: 4,
    },
  },
  {
    name: 'HTML-only recruiter pitch in prose, with a PDF CV',
    raw: async () =>
      compose({
        id: 'held-out-recruiter-prose',
        from: 'Rahul Mehta <rahul@hirequest.in>',
        subject: 'Senior iOS Engineer profile for Meridian',
        html: `<p>Hi team,</p>
<p>I'm working with a Senior iOS Engineer, Priyanka Sharma, who is exploring new roles and would be a great fit for your mobile team. She has 7 years of experience in Swift and led the rebuild of a banking app used by 5M customers. She is based in Bangalore and open to full-time remote work.</p>
<p>Her CV is attached; I can set up a call this week.</p>
<p>Regards,<br>Rahul Mehta<br>Principal Recruiter, HireQuest<br>+91 98450 12345 | <a href="https://www.linkedin.com/in/rahulmehta-hirequest">LinkedIn</a></p>`,
        attachments: [
          await pdfCv(
            'Priyanka_Sharma_iOS.pdf',
            `Priyanka Sharma
Senior iOS Engineer
Bengaluru, India | priyanka.sharma.ios@gmail.com | +91 99001 23456
linkedin.com/in/priyanka-sharma-ios
Experience
Senior iOS Engineer, Jupiter Money, Bengaluru (2021 - present)
Rebuilt the banking app in Swift and SwiftUI; modular architecture, CI/CD with Fastlane.
iOS Developer, Swiggy, Bengaluru (2018 - 2021)
Ordering flows, offline caching, Git-based release trains.
Education
B.Tech Computer Science, PES University, 2018`,
          ),
        ],
      }),
    expected: {
      name: 'Priyanka Sharma',
      email: 'priyanka.sharma.ios@gmail.com',
      phone: '+91 99001 23456',
      country: 'India',
      city: 'Bangalore',
      employment_type: 'full-time',
      role: 'Senior iOS Engineer',
      linkedin: 'https://linkedin.com/in/priyanka-sharma-ios',
      source_type: 'Recruiter',
      recruiter_name: 'Rahul Mehta',
      skills: ['Swift', 'CI/CD', 'Git'],
      education: ['B.Tech Computer Science, PES University, 2018'],
      experience: 7,
    },
  },
  {
    name: 'nickname sender, role only in the body, B2B contract, PDF CV',
    raw: async () =>
      compose({
        id: 'held-out-nickname',
        from: 'Ola <ola.nowak.data@gmail.com>',
        subject: 'Hello from a fellow data nerd',
        text: `Hi!

I am Aleksandra Nowak, and I'd like to apply for the Analytics Engineer role I saw on your careers page. I have 5 years of experience turning messy event data into dbt models and Tableau dashboards, mostly with SQL and Python.

I work from Kraków on a B2B contract at the moment and would prefer to keep a contract setup.

Cheers,
Ola
+48 512 345 678
`,
        attachments: [
          await pdfCv(
            'Aleksandra_Nowak_CV.pdf',
            `Aleksandra Nowak
Analytics Engineer
Kraków, Poland | ola.nowak.data@gmail.com | +48 512 345 678
Experience
Analytics Engineer (B2B contract), Brainly, Kraków (2022 - present)
dbt models over 2 billion events a month; Tableau for product teams; SQL and Python.
Data Analyst, Sabre, Kraków (2020 - 2022)
Excel and SQL reporting, airline pricing analyses.
Education
MSc Applied Mathematics, Jagiellonian University, 2020`,
          ),
        ],
      }),
    expected: {
      name: 'Aleksandra Nowak',
      email: 'ola.nowak.data@gmail.com',
      phone: '+48 512 345 678',
      country: 'Poland',
      city: 'Kraków',
      employment_type: 'contract',
      role: 'Analytics Engineer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Tableau', 'SQL', 'Python', 'Excel'],
      education: ['MSc Applied Mathematics, Jagiellonian University, 2020'],
      experience: 5,
    },
  },
  {
    name: 'one-line body without a name or role, with a full DOCX CV',
    raw: async () =>
      compose({
        id: 'held-out-resume-only',
        from: 'kevin.osei@gmail.com',
        subject: 'Resume',
        text: 'Hi, my resume is attached. Thanks\n',
        attachments: [
          await docxCv(
            'Kevin Osei Resume.docx',
            `Kevin Osei
Accra, Ghana · kevin.osei@gmail.com · +233 24 123 4567 · linkedin.com/in/kevin-osei

Summary
Full-stack developer with 5 years of experience in JavaScript, React and Node.js for fintech start-ups.

Experience
Software Engineer, Hubtel, Accra (2021 – present)
Payments dashboard in React and TypeScript; Node.js services on AWS.
Web Developer, Andela (remote) (2019 – 2021)
REST APIs and MongoDB.

Education
BSc Computer Science, Kwame Nkrumah University of Science and Technology, 2019`,
          ),
        ],
      }),
    expected: {
      name: 'Kevin Osei',
      email: 'kevin.osei@gmail.com',
      phone: '+233 24 123 4567',
      country: 'Ghana',
      city: 'Accra',
      employment_type: null,
      role: null,
      linkedin: 'https://linkedin.com/in/kevin-osei',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['JavaScript', 'React', 'Node.js', 'TypeScript', 'AWS', 'REST', 'MongoDB'],
      education: ['BSc Computer Science, Kwame Nkrumah University of Science and Technology, 2019'],
      experience: 5,
    },
  },
];

/**
 * Written after the second round and measured before the third: 47 of 52 fields right, and 2 of
 * the 3 it scored 0.8 or more right on every key field (docs/decisions/012). The third round was
 * tuned on them.
 */
export const VALIDATION_ROUND_3: ApplicationEmailCase[] = [
  {
    name: 'LinkedIn job-posting notification with a PDF resume',
    raw: async () =>
      compose({
        id: 'round-3-linkedin',
        from: 'LinkedIn <jobs-noreply@linkedin.com>',
        subject: 'New application: Product Analyst from Tomás Ó Súilleabháin',
        text: `Your job has a new applicant

Tomás Ó Súilleabháin
Product Analyst at Stripe
Dublin, County Dublin, Ireland

Experience: 4 years
Top skills: SQL, Tableau, Python

View applicant: https://www.linkedin.com/talent/hire/2291/applicants/88120

The applicant's resume is attached.

You are receiving job applicant emails. Unsubscribe: https://www.linkedin.com/e/v2?e=unsub
LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085
`,
        attachments: [
          await pdfCv(
            'Tomas_O_Suilleabhain_Resume.pdf',
            `Tomás Ó Súilleabháin
Dublin, Ireland - tomas.osuilleabhain@gmail.com - +353 87 765 4321
linkedin.com/in/tomas-o-suilleabhain
Experience
Product Analyst, Stripe, Dublin (2022 - present)
Checkout funnel analyses in SQL and Python; self-serve dashboards in Tableau.
Data Analyst, Bank of Ireland, Dublin (2021 - 2022)
Excel and SQL reporting for the retail lending team.
Education
MSc Business Analytics, UCD Michael Smurfit Graduate Business School, 2021
BA Economics, Trinity College Dublin, 2020`,
          ),
        ],
      }),
    expected: {
      name: 'Tomás Ó Súilleabháin',
      email: 'tomas.osuilleabhain@gmail.com',
      phone: '+353 87 765 4321',
      country: 'Ireland',
      city: 'Dublin',
      employment_type: null,
      role: 'Product Analyst',
      linkedin: 'https://linkedin.com/in/tomas-o-suilleabhain',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['SQL', 'Tableau', 'Python', 'Excel'],
      education: [
        'MSc Business Analytics, UCD Michael Smurfit Graduate Business School, 2021',
        'BA Economics, Trinity College Dublin, 2020',
      ],
      experience: 4,
    },
  },
  {
    name: 'Korean applicant whose CV opens with the name in Hangul, DOCX CV',
    raw: async () =>
      compose({
        id: 'round-3-korean',
        from: 'Minjun Kim <minjun.kim@naver.com>',
        subject: 'Job application - Data Scientist (Ref: DS-2025-07)',
        text: `Dear Hiring Manager,

I am writing to apply for the Data Scientist position (Ref: DS-2025-07). I have 6 years of experience in machine learning for e-commerce search and recommendations, working mainly in Python with PyTorch and Spark.

I currently live in Seoul, South Korea, and I would be glad to relocate for a full-time role.

Sincerely,
Minjun Kim
+82 10-1234-5678
`,
        attachments: [
          await docxCv(
            'Minjun_Kim_CV.docx',
            `김민준 (Minjun Kim)
Data Scientist · Seoul, South Korea
minjun.kim@naver.com · +82 10-1234-5678

Experience
Data Scientist, Coupang, Seoul (2021 – present)
Search ranking models in PyTorch; feature pipelines in Spark; A/B testing.
Machine Learning Engineer, Naver, Seongnam (2019 – 2021)
Recommendation models for the shopping feed in Python.

Education
MSc Industrial Engineering, KAIST, 2019
BSc Statistics, Yonsei University, 2017`,
          ),
        ],
      }),
    expected: {
      name: 'Minjun Kim',
      email: 'minjun.kim@naver.com',
      phone: '+82 10-1234-5678',
      country: 'South Korea',
      city: 'Seoul',
      employment_type: 'full-time',
      role: 'Data Scientist',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Machine Learning', 'Python', 'PyTorch', 'Spark'],
      education: ['MSc Industrial Engineering, KAIST, 2019', 'BSc Statistics, Yonsei University, 2017'],
      experience: 6,
    },
  },
  {
    name: "agency recruiter forwarding the candidate's own e-mail, no CV",
    raw: () =>
      compose({
        id: 'round-3-recruiter-forward',
        from: 'Olivia Brown <olivia@peoplefirst-staffing.com>',
        subject: 'Fwd: Interest in the Head of Marketing role',
        text: `Hi both,

Please see below from my candidate Grace - I think she's a strong match for the Head of Marketing brief. Happy to coordinate interviews.

Kind regards,
Olivia Brown
Senior Consultant, PeopleFirst Staffing
+44 20 7123 9876

---------- Forwarded message ---------
From: Grace Mwangi <grace.mwangi@gmail.com>
Date: Mon, 3 Mar 2025 at 07:55
Subject: Interest in the Head of Marketing role
To: Olivia Brown <olivia@peoplefirst-staffing.com>

Hi Olivia,

Thanks for the call. I'm definitely interested in the Head of Marketing role at Meridian. Quick summary: 11 years of experience in B2B marketing, currently leading a team of eight at a Nairobi fintech, strong on demand generation, Salesforce and Tableau reporting.

I'm based in Nairobi, Kenya and open to a full-time remote arrangement.

Best,
Grace Mwangi
+254 712 345 678
https://www.linkedin.com/in/grace-mwangi
`,
      }),
    expected: {
      name: 'Grace Mwangi',
      email: 'grace.mwangi@gmail.com',
      phone: '+254 712 345 678',
      country: 'Kenya',
      city: 'Nairobi',
      employment_type: 'full-time',
      role: 'Head of Marketing',
      linkedin: 'https://www.linkedin.com/in/grace-mwangi',
      source_type: 'Recruiter',
      recruiter_name: 'Olivia Brown',
      skills: ['Salesforce', 'Tableau'],
      education: [],
      experience: 11,
    },
  },
  {
    name: 'CV pasted into a plain-text body, no attachment',
    raw: () =>
      compose({
        id: 'round-3-pasted-cv',
        from: 'Ahmed Hassan <ahmed.hassan@gmail.com>',
        subject: 'Application for Electrical Engineer position',
        text: `Dear Sir/Madam,

Please accept my application for the Electrical Engineer position. My attachments kept bouncing, so my CV is pasted below.

Best regards,
Ahmed Hassan

CURRICULUM VITAE

Ahmed Hassan
Cairo, Egypt | ahmed.hassan@gmail.com | +20 100 123 4567

PROFILE
Electrical engineer with 9 years of experience in substation design and industrial automation.

EXPERIENCE
Senior Electrical Engineer, Elsewedy Electric, Cairo (2019 - present)
Medium-voltage substation design; PLC commissioning; team of six engineers.
Electrical Engineer, Orascom Construction, Cairo (2015 - 2019)
Site supervision and load-flow studies.

EDUCATION
BSc Electrical Engineering, Cairo University, 2015

SKILLS
AutoCAD, ETAP, PLC programming, Excel, Project Management
`,
      }),
    expected: {
      name: 'Ahmed Hassan',
      email: 'ahmed.hassan@gmail.com',
      phone: '+20 100 123 4567',
      country: 'Egypt',
      city: 'Cairo',
      employment_type: null,
      role: 'Electrical Engineer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Excel', 'Project Management'],
      education: ['BSc Electrical Engineering, Cairo University, 2015'],
      experience: 9,
    },
  },
];

/**
 * Written after the third round and measured before the fourth: 49 of 65 fields right, and 2 of
 * the 3 it scored 0.8 or more right on every key field (docs/decisions/012). The fourth round
 * (Spanish phrasings, a body not in English costing a key field, "(contract)" in a subject,
 * "BComm") was tuned on them; the careers-form relay is read since the HTML's text keeps
 * table cells apart.
 */
export const VALIDATION_ROUND_4: ApplicationEmailCase[] = [
  {
    name: 'cover letter and CV as two PDFs, body says only what is attached',
    raw: async () =>
      compose({
        id: 'round-4-cover-letter',
        from: 'Hannah Becker <hannah.becker@gmx.de>',
        subject: 'Marketing Intern application – Hannah Becker',
        text: 'Dear Meridian team,\n\nplease find attached my cover letter and CV.\n\nKind regards\nHannah Becker\n',
        attachments: [
          await pdfCv(
            'Anschreiben_Hannah_Becker.pdf',
            `Hannah Becker
Schanzenstraße 12, 20357 Hamburg
hannah.becker@gmx.de | +49 176 1234 5678
12 March 2025
Dear Hiring Manager,
I am excited to apply for the six-month Marketing Intern position. As a final-year student of media
management I have run the social channels of our student union and helped a Hamburg start-up
plan its first product launch campaign.
Sincerely,
Hannah Becker`,
          ),
          await pdfCv(
            'Lebenslauf_Hannah_Becker.pdf',
            `Hannah Becker
Hamburg, Germany | hannah.becker@gmx.de | +49 176 1234 5678 | linkedin.com/in/hannah-becker-marketing
Education
BA Media Management, Hamburg Media School, expected 2025
Experience
Marketing Working Student, Kiezbote GmbH, Hamburg (2023 - present)
Social media calendar, newsletter in HubSpot, Excel reporting.
Social Media Lead (volunteer), AStA Student Union (2022 - 2023)
Skills
Canva, HubSpot, Excel, Communication, German (native), English (C1)`,
          ),
        ],
      }),
    expected: {
      name: 'Hannah Becker',
      email: 'hannah.becker@gmx.de',
      phone: '+49 176 1234 5678',
      country: 'Germany',
      city: 'Hamburg',
      employment_type: null,
      role: 'Marketing Intern',
      linkedin: 'https://linkedin.com/in/hannah-becker-marketing',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Excel', 'Communication'],
      education: ['BA Media Management, Hamburg Media School, expected 2025'],
      experience: null,
    },
  },
  {
    name: 'agency mailbox sender signed by the recruiter, labelled details, DOCX CV',
    raw: async () =>
      compose({
        id: 'round-4-agency-mailbox',
        from: 'Hays Recruitment <it.contracts@hays.example.co.uk>',
        subject: 'CV: Cloud Architect (contract) - Piotr Zieliński',
        text: `Hello,

As discussed with your platform lead, please find below and attached the details of our candidate for the Cloud Architect contract.

Name: Piotr Zieliński
Rate: £750/day outside IR35
Availability: 2 weeks
Location: Wrocław, Poland (remote, can travel monthly)

Piotr has 14 years of experience, the last six designing AWS and Azure landing zones with Terraform.

Kind regards,
Tom Walsh
Senior Recruiter - Technology Contracts
Hays | 020 7123 4567
`,
        attachments: [
          await docxCv(
            'Piotr_Zielinski_Hays.docx',
            `Piotr Zieliński
Cloud Architect
Wrocław, Poland · piotr.zielinski@protonmail.com · +48 602 111 222

Summary
Cloud architect with 14 years of experience; AWS and Azure landing zones, Terraform, Kubernetes.

Experience
Cloud Architect (contract), various clients via own company (2019 – present)
Principal Engineer, Nokia, Wrocław (2011 – 2019)

Education
MSc Computer Science, Wrocław University of Science and Technology, 2010`,
          ),
        ],
      }),
    expected: {
      name: 'Piotr Zieliński',
      email: 'piotr.zielinski@protonmail.com',
      phone: '+48 602 111 222',
      country: 'Poland',
      city: 'Wrocław',
      employment_type: 'contract',
      role: 'Cloud Architect',
      linkedin: null,
      source_type: 'Recruiter',
      recruiter_name: 'Tom Walsh',
      skills: ['AWS', 'Azure', 'Terraform', 'Kubernetes'],
      education: ['MSc Computer Science, Wrocław University of Science and Technology, 2010'],
      experience: 14,
    },
  },
  {
    name: 'top-posted phone reply to our acknowledgement, with a TXT CV',
    // A 716-byte TXT CV: the parse job once skipped attachments under 1 KB (DOCUMENT_LIMITS.minBytes).
    raw: () =>
      compose({
        id: 'round-4-phone-reply',
        from: "Liam O'Connor <liam.oconnor@icloud.com>",
        subject: 'Re: Your application for Customer Success Manager',
        text: `Here's my updated CV, sorry for the delay!

Sent from my iPhone

> On 3 Mar 2025, at 16:20, Meridian Careers <careers@meridian.example> wrote:
>
> Thank you for applying for the Customer Success Manager role. Could you send us your current CV?
> Meridian Careers
`,
        attachments: [
          txtCv(
            'Liam OConnor CV 2025.txt',
            `Liam O'Connor
Cork, Ireland
liam.oconnor@icloud.com | 086 765 4321 | linkedin.com/in/liam-oconnor-cs

PROFILE
Customer success manager with 6 years of experience looking after mid-market SaaS accounts,
renewals and onboarding. Calm in escalations, good with numbers.

EXPERIENCE
Senior Customer Success Manager, Workhuman, Cork (2021 - present)
- Portfolio of 45 accounts, 2.1M ARR; net revenue retention 112%.
- Built the onboarding playbook in Salesforce and Gainsight.
Customer Success Manager, Qualtrics, Dublin (2019 - 2021)
- Onboarding and QBRs for 60 customers; churn down from 9% to 5%.

EDUCATION
BComm, University College Cork, 2018

SKILLS
Salesforce, Gainsight, Excel, Communication, Project Management
`,
          ),
        ],
      }),
    expected: {
      name: "Liam O'Connor",
      email: 'liam.oconnor@icloud.com',
      phone: '086 765 4321',
      country: 'Ireland',
      city: 'Cork',
      employment_type: null,
      role: 'Customer Success Manager',
      linkedin: 'https://linkedin.com/in/liam-oconnor-cs',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Salesforce', 'Excel', 'Communication', 'Project Management'],
      education: ['BComm, University College Cork, 2018'],
      experience: 6,
    },
  },
  {
    name: 'careers-page form relayed as an HTML table from our own address, no CV',
    raw: () =>
      compose({
        id: 'round-4-form-relay',
        from: 'Meridian Website <website@meridian.example>',
        subject: 'New careers form submission',
        html: `<p>A new application was submitted on meridian.example/careers.</p>
<table>
<tr><td><b>Name</b></td><td>Ravi Kumar</td></tr>
<tr><td><b>Email</b></td><td>ravi.kumar@outlook.com</td></tr>
<tr><td><b>Phone</b></td><td>+91 98765 43210</td></tr>
<tr><td><b>Position</b></td><td>Backend Engineer</td></tr>
<tr><td><b>Location</b></td><td>Pune, India</td></tr>
<tr><td><b>Message</b></td><td>I have 5 years of experience with Python, Django and PostgreSQL and would love to join your team.</td></tr>
</table>`,
      }),
    expected: {
      name: 'Ravi Kumar',
      email: 'ravi.kumar@outlook.com',
      phone: '+91 98765 43210',
      country: 'India',
      city: 'Pune',
      employment_type: null,
      role: 'Backend Engineer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Python', 'Django', 'PostgreSQL'],
      education: [],
      experience: 5,
    },
  },
  {
    name: 'application written in Spanish, with a PDF CV',
    raw: async () =>
      compose({
        id: 'round-4-spanish',
        from: 'Lucía Fernández <lucia.fernandez.ux@gmail.com>',
        subject: 'Postulación: Diseñadora UX/UI',
        text: `Estimado equipo de Meridian:

Me llamo Lucía Fernández y quiero postularme al puesto de Diseñadora UX/UI. Tengo 4 años de experiencia diseñando productos digitales en Figma para banca y comercio electrónico.

Vivo en Barcelona, España, y busco un puesto a tiempo completo.

Un saludo,
Lucía Fernández
+34 654 321 987
`,
        attachments: [
          await pdfCv(
            'CV_Lucia_Fernandez.pdf',
            `Lucía Fernández
Diseñadora UX/UI - Barcelona, España
lucia.fernandez.ux@gmail.com | +34 654 321 987 | linkedin.com/in/luciafernandezux
Experiencia
Diseñadora UX/UI, CaixaBank Tech, Barcelona (2022 - actualidad)
Diseño de la app de banca móvil en Figma; sistema de diseño y tests con usuarios.
Diseñadora de producto, Wallapop, Barcelona (2021 - 2022)
Formación
Grado en Diseño, Escola Massana, 2020`,
          ),
        ],
      }),
    expected: {
      name: 'Lucía Fernández',
      email: 'lucia.fernandez.ux@gmail.com',
      phone: '+34 654 321 987',
      country: 'Spain',
      city: 'Barcelona',
      employment_type: 'full-time',
      role: 'Diseñadora UX/UI',
      linkedin: 'https://linkedin.com/in/luciafernandezux',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Figma'],
      education: ['Grado en Diseño, Escola Massana, 2020'],
      experience: 4,
    },
  },
];
