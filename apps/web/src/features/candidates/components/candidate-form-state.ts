import { type CandidateCreateInput, type CvExtraction, fillFromCv, splitCommas } from '@shortlist/contracts';

/** The Create Candidate form's values as typed, and how they become the request (spec 02 §3 Candidate form). */
export type FormState = {
  full_name: string;
  current_company: string;
  current_role: string;
  employment_type: string;
  years_experience: string;
  country: string;
  city: string;
  location: string;
  summary: string;
  emails: string[];
  phones: string[];
  linkedin: string;
  github: string;
  portfolio: string;
  skills: string;
  job_id: string;
  desired_salary_min: string;
  desired_salary_max: string;
  offered_salary: string;
};

export const EMPTY_FORM: FormState = {
  full_name: '',
  current_company: '',
  current_role: '',
  employment_type: 'full-time',
  years_experience: '',
  country: '',
  city: '',
  location: '',
  summary: '',
  emails: [''],
  phones: [''],
  linkedin: '',
  github: '',
  portfolio: '',
  skills: '',
  job_id: 'none',
  desired_salary_min: '',
  desired_salary_max: '',
  offered_salary: '',
};

/** Prefill from the server's reading of the CV: only fields the user left empty (issue 4), by the server's rule. */
export function prefillFromCv(form: FormState, cv: CvExtraction): FormState {
  const links = { linkedin: form.linkedin, github: form.github, portfolio: form.portfolio };
  const filled = fillFromCv(
    {
      full_name: form.full_name,
      emails: form.emails,
      phones: form.phones,
      skills_extracted: splitCommas(form.skills),
      years_experience: form.years_experience,
      summary: form.summary,
      links,
    },
    cv,
  );
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const filledLinks = filled.links as typeof links;
  return {
    ...form,
    full_name: text(filled.full_name),
    emails: filled.emails as string[],
    phones: filled.phones as string[],
    skills: (filled.skills_extracted as string[]).join(', '),
    years_experience: text(filled.years_experience),
    summary: text(filled.summary),
    linkedin: text(filledLinks.linkedin),
    github: text(filledLinks.github),
    portfolio: text(filledLinks.portfolio),
  };
}

export function toPayload(form: FormState, withSalary: boolean): CandidateCreateInput {
  return {
    full_name: form.full_name,
    emails: form.emails,
    phones: form.phones,
    current_company: form.current_company,
    current_role: form.current_role,
    employment_type: form.employment_type,
    years_experience: form.years_experience,
    country: form.country,
    city: form.city,
    location: form.location || [form.city, form.country].filter(Boolean).join(', '),
    summary: form.summary,
    skills_extracted: splitCommas(form.skills),
    links: {
      linkedin: form.linkedin || undefined,
      github: form.github || undefined,
      portfolio: form.portfolio || undefined,
    },
    job_id: form.job_id === 'none' ? undefined : Number(form.job_id),
    ...(withSalary
      ? {
          desired_salary_min: form.desired_salary_min,
          desired_salary_max: form.desired_salary_max,
          offered_salary: form.offered_salary,
        }
      : {}),
  } as CandidateCreateInput;
}
