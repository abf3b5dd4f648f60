/** The data transfer module's SWR keys. */
export const dataTransferKeys = {
  export: (id: number) => ['/exports', id] as const,
};
