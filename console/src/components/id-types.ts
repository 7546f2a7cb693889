import type { IdType } from '../api/answers.js';

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
