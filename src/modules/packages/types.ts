import type { z } from 'zod';
import type { packageDetailsOutputSchema, packageItemOutputSchema, packageOutputSchema } from './schema';

/** A service of a package, in its order, with the price it has inside the package. */
export type PackageItem = z.infer<typeof packageItemOutputSchema>;

/** A package (formule, `/products/packages`): services sold together, for a licence category. */
export type Package = z.infer<typeof packageOutputSchema>;

/** `GET /products/packages/{id}`: with its ordered items. */
export type PackageDetails = z.infer<typeof packageDetailsOutputSchema>;
