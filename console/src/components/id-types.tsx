import type { IdType } from '../api/answers.js';
import { Field } from './forms.js';

/** The ways a member may be named (the API's id_type values), in the order the forms offer them. */
export const ID_TYPES: readonly { value: IdType; label: string }[] = [
  { value: 'email', label: 'E-mail address' },
  { value: 'id', label: 'Member id' },
  { value: 'third_party_id', label: 'Third-party id' },
  { value: 'username', label: 'Username' },
  { value: 'mobile_phone_number', label: 'Mobile phone number' },
  { value: 'network1_user_id', label: 'Network 1 user id' },
  { value: 'network2_user_id', label: 'Network 2 user id' },
];

/** An id type in words: "E-mail address", "Member id". */
export const idTypeLabel = (idType: IdType): string => ID_TYPES.find((type) => type.value === idType)?.label ?? idType;

/** The choice of how members are named, as the body's or the query's `id_type`. */
export function IdTypeField({ label, value, error, onChange }: { label: string; value: IdType; error: unknown; onChange: (idType: IdType) => void }) {
  return (
    <Field label={label} name="id_type" error={error}>
      <select value={value} onChange={(event) => onChange(event.target.value as IdType)}>
        {ID_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
