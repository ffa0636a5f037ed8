/** The roles an administrator gives a colleague, as the invitation form and each row offer them. */
export const ROLE_OPTIONS = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Administrator' },
];
