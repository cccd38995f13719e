import { Document, Packer, Paragraph } from 'docx';
import type { Tx } from '../db/client.ts';
import { applications, candidates } from '../db/schema/index.ts';
import { createTextPdf } from '../platform/pdf/text-pdf.ts';
import { nextSequence } from './sequence.ts';

/** A candidate with sensible defaults; pass only what the test is about. */
export async function createCandidateRow(db: Tx, overrides: Partial<typeof candidates.$inferInsert> = {}) {
  const sequence = nextSequence();
  const [candidate] = await db
    .insert(candidates)
    .values({
      fullName: `Test Candidate ${sequence}`,
      emails: [`candidate${sequence}@example.com`],
      ...overrides,
    })
    .returning();
  return candidate!;
}

export async function createApplicationRow(
  db: Tx,
  overrides: Partial<typeof applications.$inferInsert> & { candidateId: number; jobId: number },
) {
  const [application] = await db.insert(applications).values(overrides).returning();
  return application!;
}

/** A text CV long enough to pass the 1 KB minimum. */
export function cvText(lines: string[] = []): string {
  const body = [
    'Ada Lovelace',
    'ada.lovelace@example.com | +44 20 7946 0958 | https://www.linkedin.com/in/ada-lovelace | https://github.com/ada',
    'Senior engineer with 8 years of experience building data platforms in TypeScript and Python.',
    'Skills: React, PostgreSQL, Docker, Kubernetes, AWS and GraphQL.',
    ...lines,
  ];
  const filler = 'Led teams, shipped analytical engines and mentored engineers across several countries. ';
  let text = body.join('\n');
  while (text.length < 1400) text += `\n${filler}`;
  return text;
}

/** A real PDF whose text layer holds `text`, the product's own text PDF (one line per text line, wrapped). */
export async function pdfOf(text: string, options: { padTo?: number } = {}): Promise<Buffer> {
  const { write, save } = await createTextPdf({ title: 'Test document', margin: 40 });
  write(text);
  const bytes = Buffer.from(await save());
  if (options.padTo && bytes.length < options.padTo)
    return Buffer.concat([bytes, Buffer.alloc(options.padTo - bytes.length, 0x20)]);
  return bytes;
}

export async function docxOf(text: string): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph({ text: line })) }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

/** A 1x1 PNG padded past the 1 KB minimum (valid magic bytes, no text). */
export function pngOf(size = 2048): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length, 0)]);
}

export type MultipartFile = { field: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body for app.inject, built by the platform's own FormData. */
export async function multipart(fields: Record<string, string>, files: MultipartFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
