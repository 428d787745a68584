import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './components/avatar-field';
import { changePasswordFormSchema, deleteAccountFormSchema, profileFormSchema } from './profile-form-schema';

const now = () => new Date('2026-06-15T12:00:00Z');

describe('profile form', () => {
  const schema = profileFormSchema(now);
  const base = { name: 'Ana', interests: [], personalityTraits: [], ageRange: '', gender: '', birthday: '' };

  it("sends null for the selects and the date left empty", () => {
    expect(schema.parse(base)).toEqual({ name: 'Ana', interests: [], personalityTraits: [], ageRange: null, gender: null, birthday: null });
    expect(schema.parse({ ...base, ageRange: '65+', gender: 'non-binary', birthday: '1990-01-31' })).toMatchObject({
      ageRange: '65+',
      gender: 'non-binary',
      birthday: '1990-01-31',
    });
  });

  it('says what is wrong with a birthday in the future or a blank name', () => {
    const future = schema.safeParse({ ...base, birthday: '2026-06-20' });
    expect(future.error?.issues[0]).toMatchObject({ path: ['birthday'], message: 'Birthday cannot be in the future' });
    expect(schema.safeParse({ ...base, name: '  ' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'Please enter your name' });
  });
});

describe('change password form', () => {
  // The form shows the first message of each field.
  const issuesOf = (values: Record<string, string>) => {
    const issues = changePasswordFormSchema.safeParse(values).error?.issues ?? [];
    return issues.filter((issue, index) => issues.findIndex((other) => other.path[0] === issue.path[0]) === index).map((i) => [i.path[0], i.message]);
  };

  it('applies the 6-character rule and the match', () => {
    expect(issuesOf({ currentPassword: 'old-secret', newPassword: 'abc', confirmPassword: 'abc' })).toEqual([
      ['newPassword', 'Password must be at least 6 characters'],
    ]);
    expect(issuesOf({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secreT' })).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(changePasswordFormSchema.safeParse({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' }).success).toBe(true);
    // Issue 8: neither only spaces nor a very common password, said before anything is sent.
    expect(issuesOf({ currentPassword: 'old-secret', newPassword: '        ', confirmPassword: '        ' })).toEqual([
      ['newPassword', 'Password cannot be only spaces'],
    ]);
    expect(issuesOf({ currentPassword: 'old-secret', newPassword: 'football', confirmPassword: 'football' })).toEqual([
      ['newPassword', 'This password is too common. Please choose one that is harder to guess.'],
    ]);
  });

  it('asks for every field', () => {
    expect(issuesOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      ['currentPassword', 'Please enter your current password'],
      ['newPassword', 'Please enter a new password'],
      ['confirmPassword', 'Please confirm your new password'],
    ]);
  });
});

describe('delete account form', () => {
  it('wants DELETE typed exactly', () => {
    expect(deleteAccountFormSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    expect(deleteAccountFormSchema.safeParse({ confirm: 'delete' }).success).toBe(false);
    expect(deleteAccountFormSchema.safeParse({ confirm: '' }).success).toBe(false);
  });
});

describe('avatar file check in the browser', () => {
  it('takes the accepted image types up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Please select an image file (JPG, PNG, WebP, GIF or AVIF)');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Please select an image smaller than 5MB');
  });
});
