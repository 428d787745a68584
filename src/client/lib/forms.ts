import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';

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

/**
 * A form's resolver whose schema (zod and the shared rules, about 25 KB compressed) is fetched the first time
 * the form validates, not with the page (issue 9, item 3): react-hook-form awaits the resolver anyway.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = null;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
