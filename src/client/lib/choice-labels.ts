import type { AgeRange, Gender } from '#shared/constants/choice-lists';

/** How the spec's stored values read on screen (the values themselves stay the spec's). */
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  '0-12': '0-12',
  '13-17': '13-17',
  '18-25': '18-25',
  '26-35': '26-35',
  '36-50': '36-50',
  '51-65': '51-65',
  '65+': '65+',
};
