import { type ApplicationEmailCase, compose, docxCv, pdfCv, txtCv } from './compose.ts';

/** Someone else sends the application: an agency recruiter, a headhunter, an employee, a job board. */
export const PRESENTED_APPLICATIONS: ApplicationEmailCase[] = [
  {
    name: 'agency recruiter submission with labelled details and a PDF CV',
    raw: async () =>
      compose({
        id: 'recruiter-agency',
        from: 'Sarah Collins <sarah.collins@brightpath-recruitment.co.uk>',
        subject: 'Candidate submission: Amara Okafor – DevOps Engineer',
        text: `Hi Meridian Talent Team,

Following our call on Monday, I'm pleased to put forward Amara Okafor for your DevOps Engineer vacancy (ref. MER-2291).

Candidate: Amara Okafor
Email: amara.okafor@outlook.com
Phone: +234 802 555 0147
Location: Lagos, Nigeria (open to relocation to London)
Availability: Contract, 4 weeks' notice
LinkedIn: https://www.linkedin.com/in/amara-okafor

Amara has 8 years of experience across AWS and Azure, with deep Terraform and Kubernetes expertise, and has led CI/CD migrations for two fintechs. Her full CV is attached.

Our fee terms are as per the agreement signed in January. Let me know if you'd like to set up an interview.

Best regards,

Sarah Collins
Senior Recruitment Consultant
BrightPath Recruitment | 10 King Street, Manchester M2 6AG
Tel: +44 161 496 0821
www.linkedin.com/in/sarahcollins-brightpath
`,
        attachments: [
          await pdfCv(
            'Amara Okafor - BrightPath.pdf',
            `AMARA OKAFOR
DevOps Engineer
Lagos, Nigeria | amara.okafor@outlook.com | +234 802 555 0147
Summary
DevOps engineer with 8 years of experience automating cloud infrastructure on AWS and Azure.
Experience
Lead DevOps Engineer, Paystack, Lagos (2021 - present)
Terraform and Kubernetes platform; CI/CD with GitHub Actions for 120 services.
DevOps Engineer, Interswitch, Lagos (2017 - 2021)
Azure migration, Docker, Linux hardening.
Education
BEng Electrical Engineering, University of Lagos, 2016
Certifications
AWS Certified Solutions Architect - Professional; CKA`,
          ),
        ],
      }),
    expected: {
      name: 'Amara Okafor',
      email: 'amara.okafor@outlook.com',
      phone: '+234 802 555 0147',
      country: 'Nigeria',
      city: 'Lagos',
      employment_type: 'contract',
      role: 'DevOps Engineer',
      linkedin: 'https://www.linkedin.com/in/amara-okafor',
      source_type: 'Recruiter',
      recruiter_name: 'Sarah Collins',
      skills: ['AWS', 'Azure', 'Terraform', 'Kubernetes', 'CI/CD', 'Docker', 'Linux'],
      education: ['BEng Electrical Engineering, University of Lagos, 2016'],
      experience: 8,
    },
  },
  {
    name: 'headhunter e-mail with only a DOCX CV for the contacts',
    raw: async () =>
      compose({
        id: 'recruiter-headhunter',
        from: "James O'Neill <james.oneill@northbridge-search.com>",
        subject: 'Senior Java Developer – Daniel Kowalski',
        text: `Hi there,

Please find attached the CV of my candidate Daniel Kowalski for the Senior Java Developer position you advertised on LinkedIn.

Daniel has 9 years of experience with Java and Spring, most recently building trading systems at a Kraków fintech. He is available on a contract basis (B2B) from 1 April and would consider a hybrid setup.

Happy to arrange a call at your convenience.

Best,
James O'Neill
Principal Consultant | Northbridge Search
+44 20 7946 0321
`,
        attachments: [
          await docxCv(
            'Daniel Kowalski CV (Northbridge).docx',
            `Daniel Kowalski
Senior Java Developer
Kraków, Poland · daniel.kowalski@wp.pl · +48 601 234 567
github.com/dkowalski

Profile
Java developer with 9 years of experience in low-latency trading and banking systems.

Experience
Senior Java Developer — Capital Markets Tech, Kraków (2020 – present)
Order routing in Java 17 and Spring Boot; Kafka, PostgreSQL, Docker, Kubernetes.
Java Developer — Comarch, Kraków (2016 – 2020)
Banking back office; SQL, REST APIs.

Education
MSc Computer Science
AGH University of Science and Technology, 2016`,
          ),
        ],
      }),
    expected: {
      name: 'Daniel Kowalski',
      email: 'daniel.kowalski@wp.pl',
      phone: '+48 601 234 567',
      country: 'Poland',
      city: 'Kraków',
      employment_type: 'contract',
      role: 'Senior Java Developer',
      linkedin: null,
      source_type: 'Recruiter',
      recruiter_name: "James O'Neill",
      skills: ['Java', 'Spring', 'PostgreSQL', 'Docker', 'Kubernetes', 'SQL', 'REST'],
      education: ['MSc Computer Science, AGH University of Science and Technology, 2016'],
      experience: 9,
    },
  },
  {
    name: 'HTML-only recruiter e-mail with bold labels and a DOCX CV',
    raw: async () =>
      compose({
        id: 'recruiter-html',
        from: 'Carolina Mendes <carolina@talentbridge.com.br>',
        subject: 'Data Analyst – strong candidate (São Paulo)',
        html: `<p>Hi Meridian team,</p>
<p>I represent a strong candidate for your <strong>Data Analyst</strong> opening and think he'd be a great match:</p>
<p><b>Candidate:</b> Mateus Oliveira<br><b>Email:</b> mateus.oliveira@gmail.com<br><b>Phone:</b> +55 11 98765-4321<br><b>Location:</b> São Paulo, Brazil<br><b>Availability:</b> Freelance / PJ, immediate</p>
<p>Mateus has 4 years of experience with SQL, Python and Power BI in retail analytics. CV attached.</p>
<p>Abraços,<br>Carolina Mendes<br>Talent Bridge Recrutamento | +55 11 3456-7890</p>`,
        attachments: [
          await docxCv(
            'Mateus_Oliveira_CV.docx',
            `Mateus Oliveira
Data Analyst — São Paulo, Brazil
mateus.oliveira@gmail.com | +55 11 98765-4321 | linkedin.com/in/mateus-oliveira-dados

Experience
Data Analyst (freelance), Grupo Pão de Açúcar, São Paulo (2023 – present)
Store performance dashboards in Power BI; SQL on BigQuery; demand forecasts in Python and Pandas.
Junior Data Analyst, Magazine Luiza, São Paulo (2021 – 2023)
Excel and Tableau reporting for the e-commerce team.

Education
Bacharelado em Estatística, Universidade de São Paulo (USP), 2020`,
          ),
        ],
      }),
    expected: {
      name: 'Mateus Oliveira',
      email: 'mateus.oliveira@gmail.com',
      phone: '+55 11 98765-4321',
      country: 'Brazil',
      city: 'São Paulo',
      employment_type: 'freelance',
      role: 'Data Analyst',
      linkedin: 'https://linkedin.com/in/mateus-oliveira-dados',
      source_type: 'Recruiter',
      recruiter_name: 'Carolina Mendes',
      skills: ['SQL', 'Python', 'Power BI', 'Pandas', 'Excel', 'Tableau'],
      education: ['Bacharelado em Estatística, Universidade de São Paulo (USP), 2020'],
      experience: 4,
    },
  },
  {
    name: 'employee referral of a former colleague, with a TXT CV',
    raw: () =>
      compose({
        id: 'referral-employee',
        from: 'Linh Tran <linh.tran@meridian.example>',
        subject: 'Referral: Mobile Developer - Kenji Watanabe',
        text: `Hi Talent team,

I'd like to refer a former colleague of mine, Kenji Watanabe, for the Mobile Developer opening. We worked together at Rakuten for three years and he was the person everyone went to for anything iOS.

He has 8 years of experience with Swift and Kotlin and shipped the Rakuten Pay app to 10M+ users. His contact details are kenji.watanabe@gmail.com and +81 90 1234 5678. He lives in Tokyo at the moment but is keen to move to Europe.

CV attached. Thanks!
Linh
`,
        attachments: [
          txtCv(
            'Kenji_Watanabe_CV.txt',
            `Kenji Watanabe
Senior Mobile Developer
Tokyo, Japan | kenji.watanabe@gmail.com | +81 90 1234 5678 | https://www.linkedin.com/in/kenji-watanabe-ios

Summary
Mobile developer with 8 years of experience building consumer iOS and Android apps in Swift and Kotlin.

Experience
Rakuten Group, Tokyo - Senior Mobile Developer (2019 - present)
- Led the Rakuten Pay iOS app (Swift, SwiftUI); crash-free sessions from 97% to 99.8%.
- Introduced Kotlin Multiplatform for shared payment logic.
- Mentored four junior developers; ran the weekly iOS guild.
LINE Corporation, Tokyo - iOS Developer (2017 - 2019)
- Sticker store and in-app purchases.
- Cut app launch time by 30% by lazy-loading the sticker catalogue.

Education
B.Eng. Information Engineering, Tokyo Institute of Technology, 2017

Skills
Swift, Kotlin, SwiftUI, Firebase, GraphQL, CI/CD, Git

Languages
Japanese (native), English (business)

Talks and writing
"Moving a payments app to SwiftUI", iOSDC Japan 2023
Maintainer of an open-source Kotlin Multiplatform date-handling library (1.2k stars)
`,
          ),
        ],
      }),
    expected: {
      name: 'Kenji Watanabe',
      email: 'kenji.watanabe@gmail.com',
      phone: '+81 90 1234 5678',
      country: 'Japan',
      city: 'Tokyo',
      employment_type: null,
      role: 'Mobile Developer',
      linkedin: 'https://www.linkedin.com/in/kenji-watanabe-ios',
      source_type: 'Employee Referral',
      recruiter_name: null,
      skills: ['Swift', 'Kotlin', 'GraphQL', 'CI/CD', 'Git'],
      education: ['B.Eng. Information Engineering, Tokyo Institute of Technology, 2017'],
      experience: 8,
    },
  },
  {
    name: 'job-board notification from a no-reply address, with a PDF CV',
    raw: async () =>
      compose({
        id: 'job-board-noreply',
        from: 'Indeed <noreply@indeed.com>',
        subject: 'New application: Frontend Developer - Lucas Martin',
        text: `Lucas Martin applied to your job Frontend Developer in Paris.

Candidate details
Name: Lucas Martin
Email: lucas.martin@free.fr
Phone: +33 6 98 76 54 32
Location: Paris, Île-de-France

Relevant experience
Frontend Developer at Doctolib (2022 - present)
Web Developer at Ornikar (2021 - 2022)

Resume attached. Reply to this email to contact the candidate directly.

Indeed
© 2025 Indeed, Inc.
`,
        attachments: [
          await pdfCv(
            'Lucas_Martin_Resume.pdf',
            `Lucas Martin
Développeur Frontend - Paris
lucas.martin@free.fr - +33 6 98 76 54 32 - github.com/lmartin
Expérience
Frontend Developer, Doctolib, Paris (2022 - aujourd'hui)
React, TypeScript, design system, accessibility.
Web Developer, Ornikar, Paris (2021 - 2022)
Vue and JavaScript, HTML/CSS.
Formation
Licence professionnelle Développement Web, IUT de Paris, 2021
Compétences
JavaScript, TypeScript, React, Vue, HTML, CSS, Git`,
          ),
        ],
      }),
    expected: {
      name: 'Lucas Martin',
      email: 'lucas.martin@free.fr',
      phone: '+33 6 98 76 54 32',
      country: 'France',
      city: 'Paris',
      employment_type: null,
      role: 'Frontend Developer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['React', 'TypeScript', 'Vue', 'JavaScript', 'HTML', 'CSS', 'Git'],
      education: ['Licence professionnelle Développement Web, IUT de Paris, 2021'],
      experience: null,
    },
  },
];
