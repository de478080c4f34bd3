export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const param = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
