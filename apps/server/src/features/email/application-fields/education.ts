import { collapse, linesOf, SHORT_LINE_CHARS } from './pattern-reading.ts';

/** Degrees and their institutions, from the CV's education section or else the body. */

const MAX_EDUCATION = 3;

/**
 * Degrees as written, case-sensitive ("Ms Stone" and "MS Office" are not degrees; "Master
 * Informatique" is, "Scrum Master" is not).
 */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(?:BSc|B\.Sc|MSc|M\.Sc|PhD|Ph\.D|MBA|BBA|BComm|BCom|MCom|BFA|MFA|BArch|MArch|MRes|BEng|B\.Eng|MEng|M\.Eng|BTech|B\.Tech|MTech|M\.Tech|MPhil|DPhil|LLB|LLM|B\.A|M\.A|B\.S|M\.S|BA(?=\s(?:in\s|\(|\p{Lu}))|MA(?=\s(?:in\s|\(|\p{Lu}))|(?<!Scrum\s)Master(?=\s\p{Lu})|Licence(?=\s\p{Lu}|\sprofessionnelle)|Diplom(?=-|\s\p{Lu}))\.?(?![\p{L}])/u;
/** Degree words in English and the languages of the CVs we receive most (FR, ES, PT, IT, DE, PL). */
const DEGREE_WORDS =
  /\b(?:bachelor|master)(?:['’]?s)?\s{1,3}(?:of|in|degree)\b|\b(?:doctorate|doctor\s{1,3}of|diploma\s{1,3}in|grado\s{1,3}en|licenciatura|bacharelado|mestrado|laurea|magister)\b/i;
const degreeAt = (text: string) => {
  const at = [text.search(DEGREE_ABBREVIATION), text.search(DEGREE_WORDS)].filter((index) => index >= 0);
  return at.length > 0 ? Math.min(...at) : -1;
};
const INSTITUTION =
  /universit|college|institute|school|academy|hochschule|polytechnic|\bETH\b|\bEPFL\b|\bMIT\b|大学|háskóli/iu;

const EDUCATION_HEADING =
  /^(?:education|academic\s{1,3}background|qualifications|formation|formação|formación|educación|ausbildung|studies|wykształcenie)\b[^,\d]{0,25}$/i;
const OTHER_HEADING =
  /^(?:work\s{1,3}|professional\s{1,3}|technical\s{1,3})?(?:experience|employment|skills|languages|certifications?|certificates|projects|interests|hobbies|references|publications|awards|recognition|volunteering|tools|profile|summary|talks|open\s{1,3}source|compétences|expérience|langues|berufserfahrung|kenntnisse|sprachen|experiência|competências|idiomas|experiencia|habilidades)\b[^,\d]{0,25}$/i;

/** The CV's education section, when it has a heading; else the whole CV. */
function educationLines(cv: string): string[] {
  const lines = linesOf(cv)
    .filter(Boolean)
    .map((line) => line.replace(/^[•*·▪-]\s{0,3}/, ''));
  const start = lines.findIndex((line) => line.length <= 40 && EDUCATION_HEADING.test(line));
  if (start < 0) return lines;
  const end = lines.findIndex(
    (line, index) => index > start && line.length <= 40 && OTHER_HEADING.test(line),
  );
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Degree lines with their institution (the next line when it names one), at most three. */
export function educationFrom(cv: string, prose: string): string[] {
  const found: string[] = [];
  const lines = educationLines(cv);
  for (let index = 0; index < lines.length && found.length < MAX_EDUCATION; index += 1) {
    const line = lines[index]!;
    if (line.length > SHORT_LINE_CHARS || degreeAt(line) < 0) continue;
    const next = lines[index + 1] ?? '';
    const nextIsPlace = INSTITUTION.test(next) && next.length <= SHORT_LINE_CHARS && degreeAt(next) < 0;
    const withPlace = !INSTITUTION.test(line) && nextIsPlace ? `${line}, ${next}` : line;
    const entry = collapse(withPlace);
    if (!found.includes(entry)) found.push(entry);
  }
  if (found.length > 0) return found;
  for (const sentence of prose.split(/(?<=[.!?])\s|\n/)) {
    if (found.length >= MAX_EDUCATION) break;
    const at = degreeAt(sentence.slice(0, 500));
    if (at < 0) continue;
    // "MSc in Physics from ETH and have 6 years …": the clause ends where the sentence goes on
    // about the writer, not at an "and" inside the degree ("Accounting and Finance").
    const clause =
      sentence
        .slice(at, at + 160)
        .split(
          /\s(?:and|but|where|while)\s(?=(?:I|I'm|I've|have|am|has|he|she|is|was|currently)\b)|[;.]\s|\.$/,
        )[0] ?? '';
    if (clause.length >= 5) found.push(collapse(clause));
  }
  return found;
}
