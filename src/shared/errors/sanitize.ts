/** Input helpers (platform.md section 5). Output is still escaped where it is rendered; these only tidy input. */
export const SANITIZE_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;

const ANGLE_BRACKETS = /[<>]/g;
const JAVASCRIPT_SCHEME = /javascript\s*:/gi;
const EVENT_HANDLER = /on\w+\s*=/gi;

function stripOnce(text: string): string {
  return text.replace(ANGLE_BRACKETS, '').replace(JAVASCRIPT_SCHEME, '').replace(EVENT_HANDLER, '');
}

/**
 * Trims, strips angle brackets, javascript: and on...= patterns, then caps at 1000 characters.
 * Stripping repeats until nothing changes, so 'javajavascript:script:' cannot reassemble into 'javascript:'.
 */
export function sanitizeInput(input: unknown): string {
  if (typeof input !== 'string') return '';
  let text = input.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = stripOnce(text);
  }
  return text.slice(0, SANITIZE_MAX_LENGTH);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A simple address pattern, at most 254 characters. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Only https addresses are accepted. */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
