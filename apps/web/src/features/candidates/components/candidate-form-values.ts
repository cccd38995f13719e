import {
  type CandidateCreate,
  type CandidateCreateInput,
  type CvExtraction,
  fillFromCv,
  splitCommas,
} from '@shortlist/contracts';

/**
 * The Create Candidate form as typed (spec 02 §3 Candidate form): text as the inputs hold it, named
 * like the request's fields so the schema's and the server's messages land on their inputs.
 */
export type CandidateFormValues = {
  full_name: string;
  current_company: string;
  current_role: string;
  employment_type: string;
  years_experience: string;
  country: string;
  city: string;
  summary: string;
  emails: string[];
  phones: string[];
  links: { linkedin: string; github: string; portfolio: string };
  /** comma-separated, as typed */
  skills_extracted: string;
  /** a job's id, or 'none' */
  job_id: string;
  desired_salary_min: string;
  desired_salary_max: string;
  offered_salary: string;
};

/** The request the form's values make; the contracts' create schema checks it (and the server again). */
export function toCandidateRequest(form: CandidateFormValues): CandidateCreateInput {
  return {
    ...form,
    location: [form.city, form.country].filter(Boolean).join(', '),
    skills_extracted: splitCommas(form.skills_extracted),
    links: {
      linkedin: form.links.linkedin || undefined,
      github: form.links.github || undefined,
      portfolio: form.links.portfolio || undefined,
    },
    job_id: form.job_id === 'none' ? undefined : Number(form.job_id),
  };
}

export function emptyCandidateValues(defaultJobId?: number): CandidateFormValues {
  return {
    full_name: '',
    current_company: '',
    current_role: '',
    employment_type: 'full-time',
    years_experience: '',
    country: '',
    city: '',
    summary: '',
    emails: [''],
    phones: [''],
    links: { linkedin: '', github: '', portfolio: '' },
    skills_extracted: '',
    job_id: defaultJobId ? String(defaultJobId) : 'none',
    desired_salary_min: '',
    desired_salary_max: '',
    offered_salary: '',
  };
}

/** Salary fields leave the form only for those who may set them (DESIGN.md §6). */
export function withoutSalary({
  desired_salary_min: _min,
  desired_salary_max: _max,
  offered_salary: _offered,
  ...candidate
}: CandidateCreate): CandidateCreate {
  return candidate;
}

/**
 * What the server's reading of the CV fills in: only the fields the user left empty (issue 4), by
 * the server's own rule; nothing else is returned, so nothing typed is overwritten.
 */
export function prefillFromCv(form: CandidateFormValues, cv: CvExtraction): Partial<CandidateFormValues> {
  const filled = fillFromCv(
    {
      full_name: form.full_name,
      emails: form.emails,
      phones: form.phones,
      skills_extracted: splitCommas(form.skills_extracted),
      years_experience: form.years_experience,
      summary: form.summary,
      links: form.links,
    },
    cv,
  );
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const links = filled.links as Partial<CandidateFormValues['links']>;
  const next: Partial<CandidateFormValues> = {
    full_name: text(filled.full_name),
    emails: filled.emails as string[],
    phones: filled.phones as string[],
    skills_extracted: (filled.skills_extracted as string[]).join(', '),
    years_experience: text(filled.years_experience),
    summary: text(filled.summary),
    links: { linkedin: text(links.linkedin), github: text(links.github), portfolio: text(links.portfolio) },
  };
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(form[key as keyof CandidateFormValues]),
    ),
  );
}
