import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Errors appear under a field once it was touched with something in it, and for every field on submit
 * (then they follow each change). An empty field that only lost focus stays quiet: saying "required" on
 * blur moves the content below it as the pointer goes down on it, and the click (Cancel, Sign up) is lost.
 */
export const FORM_MODE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export function fieldRegistrar<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>) =>
    form.register(name, {
      onBlur: (event: { target: { value?: unknown } }) => {
        if (typeof event.target.value === 'string' && event.target.value !== '') void form.trigger(name);
      },
    });
}
