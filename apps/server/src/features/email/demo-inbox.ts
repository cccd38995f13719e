import { DEMO_USERS } from '@shortlist/contracts';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { createTextPdf } from '../../platform/pdf/text-pdf.ts';
import { countInbound, selectDemoFacts, selectOpenJobsForMatch } from './inbox.read-model.ts';
import { type IngestDeps, ingestRawMessage } from './inbox-ingest.service.ts';

const HOUR_MS = 3_600_000;
const DEMO_DOMAIN = 'demo-inbox.shortlist.example';

/** A CV as a real PDF, a line of the file per entry. */
async function cvPdf(lines: string[]): Promise<Buffer> {
  const { write, save } = await createTextPdf({ title: 'CV' });
  for (const line of lines) write(line, undefined, 11);
  return Buffer.from(await save());
}

const compose = (options: Mail.Options) => new MailComposer(options).compile().build();

/**
 * The demo inbox (issue 12): application e-mails of the kinds a team receives — direct, from a
 * recruiter, a referral, HTML-only, one from a known candidate, one with almost nothing in it,
 * a delivery report and one without a sender — handed to the same ingest pipeline as the
 * mailbox's, so the parse jobs read, match and score them as they would real mail. Fixed
 * Message-IDs make a second run a no-op.
 */
function demoMessages(
  now: Date,
  facts: Awaited<ReturnType<typeof selectDemoFacts>>,
  jobTitles: string[],
): Promise<Buffer>[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const id = (name: string) => `<${name}@${DEMO_DOMAIN}>`;
  const title = (index: number) => jobTitles[index % Math.max(1, jobTitles.length)] ?? 'Software Engineer';
  const careers = 'careers@meridian.example';
  const known = facts.people[0];
  const messages: Promise<Buffer>[] = [
    (async () =>
      compose({
        from: 'Sofia Marquez <sofia.marquez@example.com>',
        to: careers,
        subject: `Application for ${title(0)}`,
        messageId: id('sofia-marquez-application'),
        date: at(2),
        text: `Dear hiring team,\n\nI would like to apply for the ${title(0)} position. I have 7 years of experience building data platforms with Python, SQL, AWS and Kubernetes, most recently at Northwind Analytics.\n\nI am based in Lisbon, Portugal and available for a full-time role.\n\nKind regards,\nSofia Marquez\n+351 912 345 678\nhttps://www.linkedin.com/in/sofia-marquez`,
        attachments: [
          {
            filename: 'Sofia_Marquez_CV.pdf',
            content: await cvPdf([
              'Sofia Marquez',
              'sofia.marquez@example.com | +351 912 345 678 | Lisbon, Portugal',
              'Senior data engineer with 7 years of experience.',
              'Skills: Python, SQL, AWS, Kubernetes, Docker, Machine Learning',
              'MSc Computer Science, University of Lisbon',
            ]),
          },
        ],
      }))(),
    compose({
      from: 'Daniel Kim <daniel.kim@talentbridge.example>',
      to: careers,
      subject: `Candidate submission: ${title(1)}`,
      messageId: id('talentbridge-submission'),
      date: at(5),
      text: `Hello,\n\nI am a recruiter at TalentBridge and would like to put forward a candidate for your ${title(1)} role.\n\nName: Amara Okonkwo\nEmail: amara.okonkwo@example.org\nPhone: +44 7700 900123\nLocation: London, United Kingdom\n\nAmara has 5 years of experience with React, TypeScript and Node.js and is looking for a contract position.\n\nBest,\nDaniel Kim\nSenior Recruiter, TalentBridge`,
      attachments: [
        {
          filename: 'Amara_Okonkwo_CV.txt',
          content:
            'Amara Okonkwo\namara.okonkwo@example.org\nFrontend engineer, 5 years of experience.\nSkills: React, TypeScript, Node.js, GraphQL, CSS\nBSc Software Engineering, University of Manchester\n',
        },
      ],
    }),
    compose({
      from: `${DEMO_USERS[2].full_name} <${DEMO_USERS[2].email}>`,
      to: careers,
      subject: `Referral for ${title(2)}: Lukas Becker`,
      messageId: id('referral-lukas-becker'),
      date: at(9),
      text: `Hi team,\n\nI'd like to refer a former colleague, Lukas Becker, for the ${title(2)} opening. We worked together for three years; he has 9 years of experience with Java, Spring and PostgreSQL.\n\nHis e-mail is lukas.becker@example.de and his phone is +49 170 1234567. He lives in Munich, Germany.\n\nThanks,\n${DEMO_USERS[2].full_name}`,
    }),
    compose({
      from: 'Zoë Müller <zoe.mueller@example.ch>',
      to: careers,
      subject: `Bewerbung / Application – ${title(3)}`,
      messageId: id('zoe-mueller-html'),
      date: at(20),
      html: `<p>Dear Sir or Madam,</p><p>Please consider my application for the <b>${title(3)}</b> role. I bring 4 years of experience in product design and user research.</p><p>I am based in Zürich, Switzerland.</p><p>Best regards,<br>Zoë Müller<br>+41 79 123 45 67</p><script>track()</script>`,
    }),
    compose({
      from: 'jobs-noreply@jobboard.example',
      to: careers,
      subject: 'New applicant',
      messageId: id('jobboard-bare'),
      date: at(30),
      text: 'A new applicant applied through JobBoard. See attached.',
    }),
  ];
  if (known?.emails[0])
    messages.push(
      compose({
        from: `${known.fullName} <${known.emails[0]}>`,
        to: careers,
        subject: 'Updated CV and availability',
        messageId: id('known-candidate-update'),
        date: at(3),
        text: `Hello,\n\nFollowing up on my application: I am available to start next month and have attached my updated CV.\n\nBest regards,\n${known.fullName}`,
      }),
    );
  if (facts.sent)
    messages.push(
      Promise.resolve(
        Buffer.from(
          [
            'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
            `To: ${careers}`,
            'Subject: Undelivered Mail Returned to Sender',
            `Message-ID: ${id('bounce-report')}`,
            `Date: ${at(12).toUTCString()}`,
            'MIME-Version: 1.0',
            'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
            '',
            '--b1',
            'Content-Type: text/plain; charset=utf-8',
            '',
            `Your message to ${facts.sent.toAddress} could not be delivered.`,
            '--b1',
            'Content-Type: message/delivery-status',
            '',
            'Reporting-MTA: dns; mx.example.net',
            '',
            `Final-Recipient: rfc822; ${facts.sent.toAddress}`,
            'Action: failed',
            'Status: 5.1.1',
            'Diagnostic-Code: smtp; 550 5.1.1 Recipient address rejected: User unknown',
            '--b1',
            'Content-Type: text/rfc822-headers',
            '',
            `Message-ID: ${facts.sent.messageId}`,
            `To: ${facts.sent.toAddress}`,
            '--b1--',
            '',
          ].join('\r\n'),
        ),
      ),
    );
  messages.push(
    Promise.resolve(
      Buffer.from(
        `To: ${careers}\r\nSubject: CV\r\nMessage-ID: ${id('no-sender')}\r\nDate: ${at(40).toUTCString()}\r\n\r\nHello, my CV is attached.\r\n`,
      ),
    ),
  );
  return messages;
}

/**
 * Fills an empty inbox of the demo organisation (the embedded default's first start, or SEED_DEMO)
 * through the ingest pipeline; the parse jobs take it from there. Does nothing once the inbox
 * has mail or when the demo organisation is not there.
 */
export async function seedDemoInbox(deps: IngestDeps): Promise<number> {
  if ((await countInbound(deps.db)) > 0) return 0;
  const facts = await selectDemoFacts(deps.db);
  if (facts.people.length === 0) return 0;
  const titles = (await selectOpenJobsForMatch(deps.db, 10)).map((job) => job.title);
  let stored = 0;
  for (const message of demoMessages(deps.clock(), facts, titles)) {
    const result = await ingestRawMessage(deps, { raw: await message, source: { via: 'demo' } });
    if (!result.duplicate) stored += 1;
  }
  return stored;
}
