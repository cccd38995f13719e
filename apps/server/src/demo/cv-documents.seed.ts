import { Readable } from 'node:stream';
import { DOCUMENT_LIMITS } from '@shortlist/contracts';
import type { documents } from '../db/schema/index.ts';
import { storeDocument } from '../features/documents/upload.service.ts';
import { createTextPdf } from '../platform/pdf/text-pdf.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { DemoOrganisation } from './demo-organisation.ts';

type DocumentInsert = typeof documents.$inferInsert;

/** The headings buildCvText writes (cv-text.ts), drawn as headings in the PDF. */
const CV_HEADINGS = new Set(['PROFILE', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'ADDITIONAL']);

/**
 * The CV a candidate uploaded, as a PDF of their CV text: the name, their role and contacts,
 * then each section, a job's title line in bold. Dated `createdAt`, so one moment gives one
 * byte sequence (and one checksum).
 */
export async function renderDemoCvPdf(
  fullName: string,
  cvText: string,
  createdAt: Date,
): Promise<Uint8Array> {
  const { bold, write, heading, save } = await createTextPdf({ title: `${fullName} — CV`, createdAt });
  const [name = '', role = '', contacts = '', ...body] = cvText.split('\n');
  write(name, bold, 18);
  write(role, undefined, 11);
  write(contacts);
  let section = '';
  let previous = '';
  for (const line of body) {
    if (CV_HEADINGS.has(line)) {
      heading(line);
      section = line;
    } else if (line) {
      const jobTitle = section === 'EXPERIENCE' && (previous === '' || previous === section);
      write(line, jobTitle ? bold : undefined);
    }
    previous = line;
  }
  return save();
}

/** "Ada Lovelace" → "Ada_Lovelace_CV.pdf": how people name the file they upload. */
const cvFilename = (fullName: string) => `${fullName.trim().split(/\s+/).join('_')}_CV.pdf`;

/**
 * Renders and stores every demo candidate's CV as an upload would (upload.service.ts): a new
 * `documents/<uuid>` key, the size and SHA-256 that the storage measured while writing. Returns
 * the rows to insert once the candidates exist. Each arrived with the candidate's first
 * application: through the careers page (a `form` application: the CV belongs to that
 * application and nobody signed in uploaded it), otherwise added by the job's recruiter.
 * Draws nothing from the seeded random streams: the rest of the demo stays as it is.
 */
export async function storeDemoCvs(storage: FileStorage, demo: DemoOrganisation): Promise<DocumentInsert[]> {
  const firstApplication = new Map<number, DemoOrganisation['applications'][number]>();
  for (const application of demo.applications) {
    const known = firstApplication.get(application.candidateId);
    if (!known || application.appliedAt! < known.appliedAt!)
      firstApplication.set(application.candidateId, application);
  }
  const rows: DocumentInsert[] = [];
  const written: string[] = [];
  try {
    for (const candidate of demo.candidates) {
      const application = firstApplication.get(candidate.id!);
      if (!candidate.cvText || !application) continue;
      const uploadedAt = application.appliedAt!;
      const bytes = await renderDemoCvPdf(candidate.fullName, candidate.cvText, uploadedAt);
      const stored = await storeDocument(storage, {
        filename: cvFilename(candidate.fullName),
        contentType: 'application/pdf',
        source: Readable.from([Buffer.from(bytes)]),
        maxBytes: DOCUMENT_LIMITS.maxBytes,
        text: candidate.cvText,
      });
      written.push(stored.storageKey);
      const byCareersPage = application.source === 'form';
      rows.push({
        candidateId: candidate.id!,
        applicationId: byCareersPage ? application.id! : null,
        type: 'cv',
        filename: stored.filename,
        contentType: stored.contentType,
        fileSize: stored.size,
        storageKey: stored.storageKey,
        checksum: stored.checksum,
        parsedText: stored.text,
        uploadedBy: byCareersPage ? null : (application.ownerUserId ?? null),
        uploadedAt,
      });
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
  return rows;
}
