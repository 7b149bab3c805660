import { SUPPORT_SUBJECTS, type SupportSubject } from '@curbside/contracts';

// Shoelace option values cannot hold spaces (it swaps them for underscores), and the spec's
// subjects have them ('Ride issue'): the select carries a slug and the ticket the subject.

/** 'Ride issue' -> 'ride-issue'. */
export function supportSubjectValue(subject: SupportSubject): string {
  return subject.toLowerCase().replace(/\s+/g, '-');
}

/** 'ride-issue' -> 'Ride issue'; '' (nothing chosen) or an unknown value -> ''. */
export function supportSubjectFromValue(value: string): SupportSubject | '' {
  return SUPPORT_SUBJECTS.find((subject) => supportSubjectValue(subject) === value) ?? '';
}
