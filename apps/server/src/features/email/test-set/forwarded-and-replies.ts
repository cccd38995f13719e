import { type ApplicationEmailCase, compose, pdfCv, txtCv } from './compose.ts';

/** A colleague forwards the applicant's own e-mail (Gmail, Apple Mail, Outlook); an applicant replies. */
export const FORWARDED_AND_REPLIES: ApplicationEmailCase[] = [
  {
    name: 'forwarded by a colleague from Gmail, with a TXT CV',
    raw: () =>
      compose({
        id: 'forwarded-gmail',
        from: 'Tom Becker <tom.becker@meridian.example>',
        subject: 'Fwd: Backend Engineer role',
        text: `Hi all,

Met José at the Madrid Golang meetup last week - he's strong on distributed systems. Forwarding his note below, can someone from the platform team have a look?

Tom

---------- Forwarded message ---------
From: José Ñúñez <jose.nunez@protonmail.com>
Date: Thu, 27 Feb 2025 at 18:02
Subject: Backend Engineer role
To: Tom Becker <tom.becker@meridian.example>


Hi Tom,

Great to meet you on Tuesday. As promised, here is my application for the Backend Engineer role on the platform team.

I have 5 years of experience writing backend services in Go and Java, running on Kubernetes with PostgreSQL and Redis. I'm currently based in Madrid, Spain, and I'm open to full-time positions (remote or hybrid).

My CV is attached.

Un saludo,
José Ñúñez
+34 612 345 678
https://www.linkedin.com/in/jose-nunez-dev
`,
        attachments: [
          txtCv(
            'jose_nunez_cv.txt',
            `JOSÉ ÑÚÑEZ
Backend Engineer — Madrid, Spain
jose.nunez@protonmail.com | +34 612 345 678 | linkedin.com/in/jose-nunez-dev | github.com/jnunez

SUMMARY
Backend engineer with 5 years of experience in Go and Java building payment and logistics services.

EXPERIENCE
Cabify, Madrid - Backend Engineer (2022 - present)
  * Rewrote the pricing service in Go; p99 latency from 180 ms to 35 ms.
  * Ran the service on Kubernetes with PostgreSQL and Redis; on-call for the team.
Everis, Madrid - Java Developer (2020 - 2022)
  * Spring Boot services for a banking client; REST APIs on Oracle.
  * Introduced contract tests between twelve services.

EDUCATION
Grado en Ingeniería Informática, Universidad Politécnica de Madrid, 2020

SKILLS
Go, Java, Spring Boot, Kubernetes, Docker, PostgreSQL, Redis, gRPC, Linux

LANGUAGES
Spanish (native), English (C1), Portuguese (B1)

OPEN SOURCE
Contributor to a Go rate-limiting library; maintainer of a small PostgreSQL migration tool.

TALKS
"Pricing at 10k requests per second", Madrid Golang meetup, 2024
"Contract testing without tears", Commit Conf, 2023
`,
          ),
        ],
      }),
    expected: {
      name: 'José Ñúñez',
      email: 'jose.nunez@protonmail.com',
      phone: '+34 612 345 678',
      country: 'Spain',
      city: 'Madrid',
      employment_type: 'full-time',
      role: 'Backend Engineer',
      linkedin: 'https://www.linkedin.com/in/jose-nunez-dev',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Go', 'Java', 'Kubernetes', 'PostgreSQL', 'Redis', 'Spring', 'Docker', 'REST', 'Linux'],
      education: ['Grado en Ingeniería Informática, Universidad Politécnica de Madrid, 2020'],
      experience: 5,
    },
  },
  {
    name: 'forwarded by a hiring manager from Apple Mail, Icelandic name, PDF CV',
    raw: async () =>
      compose({
        id: 'forwarded-apple-mail',
        from: 'Sam Okoye <sam.okoye@meridian.example>',
        subject: 'Fwd: Application – Site Reliability Engineer',
        text: `Sharing in case we still have the SRE opening - he wrote to me directly.

Begin forwarded message:

From: Ólafur Arnarson <olafur.arnarson@simnet.is>
Subject: Application – Site Reliability Engineer
Date: 3 March 2025 at 21:14:09 GMT
To: sam.okoye@meridian.example

Dear Sam,

I'm applying for the Site Reliability Engineer position I saw on your team page. I have 8 years of experience running Linux infrastructure, the last four as an SRE at a payments company, with Terraform, Kubernetes and AWS.

I am based in Reykjavík, Iceland and available for a full-time remote role.

Best regards,
Ólafur Arnarson
Sími / phone: +354 862 1234
`,
        attachments: [
          await pdfCv(
            'Olafur_Arnarson_CV.pdf',
            `Ólafur Arnarson
Site Reliability Engineer
Reykjavík, Iceland · olafur.arnarson@simnet.is · +354 862 1234
Experience
Site Reliability Engineer, Valitor (2021 - present)
Kubernetes platform on AWS, Terraform modules, on-call rotation lead.
Systems Administrator, Advania (2017 - 2021)
Linux fleet of 600 servers, Ansible, monitoring with Prometheus.
Education
BSc Computer Science, Háskóli Íslands (University of Iceland), 2016
Skills
Linux, Kubernetes, Terraform, AWS, Python, Go, Prometheus`,
          ),
        ],
      }),
    expected: {
      name: 'Ólafur Arnarson',
      email: 'olafur.arnarson@simnet.is',
      phone: '+354 862 1234',
      country: 'Iceland',
      city: 'Reykjavík',
      employment_type: 'full-time',
      role: 'Site Reliability Engineer',
      linkedin: null,
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Linux', 'Terraform', 'Kubernetes', 'AWS', 'Python', 'Go'],
      education: ['BSc Computer Science, Háskóli Íslands (University of Iceland), 2016'],
      experience: 8,
    },
  },
  {
    name: 'forwarded from Outlook, Chinese name written in Latin, PDF CV',
    raw: async () =>
      compose({
        id: 'forwarded-outlook',
        from: 'Anna Schmidt <anna.schmidt@meridian.example>',
        subject: 'FW: Machine Learning Engineer application',
        text: `FYI - came in via my LinkedIn post. Looks like a good fit for the ML team.

Anna

-----Original Message-----
From: Wang Xiaoming [mailto:xiaoming.wang@163.com]
Sent: Monday, March 3, 2025 8:41 AM
To: Anna Schmidt <anna.schmidt@meridian.example>
Subject: Machine Learning Engineer application

Dear Ms. Schmidt,

My name is Wang Xiaoming (王小明). I saw your post about the Machine Learning Engineer role and would like to apply. I am a machine learning engineer based in Shanghai, China with 6 years of experience in Python, PyTorch and TensorFlow, mostly on recommendation systems. I am willing to relocate.

Please find my CV attached.

Best regards,
Wang Xiaoming
Mobile: +86 138 0013 8000
`,
        attachments: [
          await pdfCv(
            'WangXiaoming_Resume.pdf',
            `WANG XIAOMING
Machine Learning Engineer | Shanghai, China
xiaoming.wang@163.com | +86 138 0013 8000 | linkedin.com/in/wangxiaoming-ml
Experience
Senior Machine Learning Engineer, Pinduoduo, Shanghai (2021 - present)
Ranking models in PyTorch serving 80M daily users; feature pipelines in Spark.
Machine Learning Engineer, iFlytek, Hefei (2019 - 2021)
Speech models in TensorFlow; model compression for mobile.
Education
M.Sc. Computer Science, Shanghai Jiao Tong University, 2019
B.Eng. Software Engineering, Zhejiang University, 2017
Skills
Python, PyTorch, TensorFlow, Spark, SQL, Docker, Machine Learning, Deep Learning`,
          ),
        ],
      }),
    expected: {
      name: 'Wang Xiaoming',
      email: 'xiaoming.wang@163.com',
      phone: '+86 138 0013 8000',
      country: 'China',
      city: 'Shanghai',
      employment_type: null,
      role: 'Machine Learning Engineer',
      linkedin: 'https://linkedin.com/in/wangxiaoming-ml',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: [
        'Python',
        'PyTorch',
        'TensorFlow',
        'Spark',
        'SQL',
        'Docker',
        'Machine Learning',
        'Deep Learning',
      ],
      education: [
        'M.Sc. Computer Science, Shanghai Jiao Tong University, 2019',
        'B.Eng. Software Engineering, Zhejiang University, 2017',
      ],
      experience: 6,
    },
  },
  {
    name: "applicant's reply quoting our recruiter's outreach, PDF CV",
    raw: async () =>
      compose({
        id: 'reply-quoted',
        from: 'Ngozi Adeyemi <ngozi.adeyemi@yahoo.com>',
        subject: 'Re: Backend Engineer role',
        text: `Hi Claire,

Thanks for reaching out! Yes, I'm very interested in the role. I've attached my CV - I have 6 years of experience building APIs in Node.js and TypeScript on AWS, and I've been leading a small team for the past year.

I'm free for a call on Thursday or Friday afternoon. Mobile: +234 803 123 4567

Best,
Ngozi

On Tue, 4 Mar 2025 at 10:12, Claire Dubois <claire.dubois@meridian.example> wrote:
> Hi Ngozi,
>
> I came across your profile and think you'd be a great fit for our Backend Engineer role in the
> payments team (full remote, EU time zones). Would you be open to a chat?
>
> Best regards,
> Claire Dubois | Talent Partner | Meridian
> +44 20 3000 1234
`,
        attachments: [
          await pdfCv(
            'Ngozi_Adeyemi_CV.pdf',
            `Ngozi Adeyemi
Senior Backend Engineer
Lagos, Nigeria | ngozi.adeyemi@yahoo.com | +234 803 123 4567 | linkedin.com/in/ngozi-adeyemi
Experience
Senior Backend Engineer, Moniepoint, Lagos (2022 - present)
Payments APIs in Node.js and TypeScript on AWS; leads a team of four.
Backend Engineer, Andela (remote) (2019 - 2022)
REST and GraphQL services, PostgreSQL, Docker.
Education
BSc Computer Science, Obafemi Awolowo University, 2018`,
          ),
        ],
      }),
    expected: {
      name: 'Ngozi Adeyemi',
      email: 'ngozi.adeyemi@yahoo.com',
      phone: '+234 803 123 4567',
      country: 'Nigeria',
      city: 'Lagos',
      employment_type: null,
      role: 'Backend Engineer',
      linkedin: 'https://linkedin.com/in/ngozi-adeyemi',
      source_type: 'Direct Application',
      recruiter_name: null,
      skills: ['Node.js', 'TypeScript', 'AWS', 'REST', 'GraphQL', 'PostgreSQL', 'Docker'],
      education: ['BSc Computer Science, Obafemi Awolowo University, 2018'],
      experience: 6,
    },
  },
];
