import type { UseQueryResult } from '@tanstack/react-query';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';

/** What the chooser needs of each recipient. */
export interface RecipientChoice {
  id: string;
  name: string;
}

export interface RecipientSelectProps {
  /** The field's label ('Recipient', 'Given to'). */
  label: string;
  /**
   * The person's recipients, as the caller's query loads them (recipientsApi.list, unfiltered). The chooser takes the
   * query rather than running it so that the kit's index stays free of the contract: the home page imports it.
   */
  recipients: Pick<UseQueryResult<RecipientChoice[]>, 'data' | 'isPending' | 'isError' | 'error'>;
  /** The chosen recipient's id; '' for none. */
  value: string;
  onChange(recipientId: string): void;
  /** The server's word on the field, after a save. */
  error?: string;
  /**
   * A recipient must be chosen ('Choose a recipient'): the field waits for the list ('Loading recipients…') and says
   * why it has none to offer. Otherwise 'No recipient' is a choice and the names fill in when they come.
   */
  required?: boolean;
}

/** The one chooser of a person's saved recipients (Add Event, Log as given, the Gift History entry). */
export function RecipientSelect({ label, recipients, value, onChange, error, required = false }: RecipientSelectProps) {
  const waiting = required && recipients.isPending;
  const loadError = required && recipients.isError ? recipients.error?.message : undefined;
  return (
    <FormField label={label} error={error ?? loadError}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)} disabled={required ? waiting : undefined}>
          <option value="">{waiting ? 'Loading recipients…' : required ? 'Choose a recipient' : 'No recipient'}</option>
          {recipients.data?.map((recipient) => (
            <option key={recipient.id} value={recipient.id}>
              {recipient.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
