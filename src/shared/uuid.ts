const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID in its text form, as every record id is: anything else names no record, without asking the database. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
