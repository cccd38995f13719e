import type { Candidate } from '@shortlist/contracts';
import { rgb } from 'pdf-lib';
import { createTextPdf } from '../../platform/pdf/text-pdf.ts';

/** spec 02 §2 "Export to PDF" made real (DESIGN.md §2): the profile as a one-or-more-page PDF. */
export async function renderProfilePdf(candidate: Candidate): Promise<Uint8Array> {
  const { bold, regular, write, heading, save } = await createTextPdf({
    title: `${candidate.full_name} — candidate profile`,
  });

  write(candidate.full_name, bold, 20, rgb(0.05, 0.05, 0.1));
  const role = [candidate.current_role, candidate.current_company].filter(Boolean).join(' at ');
  if (role) write(role, regular, 12);
  write(
    [candidate.city, candidate.country].filter(Boolean).join(', ') ||
      candidate.location ||
      'Location not specified',
  );
  heading('Contact');
  write(`Email: ${candidate.emails.join(', ') || 'No email'}`);
  write(`Phone: ${candidate.phones.join(', ') || 'No phone'}`);
  for (const [name, url] of Object.entries(candidate.links)) if (url) write(`${name}: ${url}`);
  heading('Profile');
  write(`Years of experience: ${candidate.years_experience ?? 'not specified'}`);
  write(`Employment type: ${candidate.employment_type}`);
  write(
    `Source: ${candidate.source_type}${candidate.recruiter_name ? ` (${candidate.recruiter_name})` : ''}`,
  );
  if (candidate.average_match_score !== null) write(`Average match: ${candidate.average_match_score}%`);
  if (candidate.skills_extracted.length) {
    heading('Skills');
    write(candidate.skills_extracted.join(', '));
  }
  if (candidate.summary) {
    heading('Summary');
    write(candidate.summary);
  }
  if (candidate.work_experience.length) {
    heading('Work experience');
    for (const job of candidate.work_experience) {
      write(`${job.position} — ${job.company} (${job.duration})`, bold);
      if (job.description) write(job.description);
    }
  }
  if (candidate.education_history.length) {
    heading('Education');
    for (const school of candidate.education_history)
      write(`${school.degree}, ${school.institution} ${school.year}`);
  }
  return save();
}
