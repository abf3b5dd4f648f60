/** A service of a package, in its order, with the price it has inside the package. */
export interface PackageItem {
  id: number;
  position: number;
  service: { '@id': string; id: number; name: string; unit: string; unitPriceHt: number; unitPriceTtc: number | null; tva: { id: number; rate: number } };
  quantity: number;
  /** The price inside this package (HT), when it differs from the service's (derived when entered TTC). */
  unitPriceOverride: number | null;
  /** The price inside this package VAT included, when it was entered so. */
  unitPriceTtcOverride: number | null;
  /** The effective unit price (HT). */
  unitPrice: number;
  /** The effective unit price VAT included: the item's own TTC price, else the service's when priced so and not overridden HT. */
  unitPriceTtc: number | null;
  totalHt: number;
  totalTtc: number;
}

/** A package (formule, `/products/packages`): services sold together, for a licence category. */
export interface Package {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  agency: { '@id': string; id: number; name: string };
  training: { '@id': string; id: number; code: string; name: string } | null;
  itemsCount: number;
  totalHt: number;
  totalTva: number;
  totalTtc: number;
  createdAt: string;
  updatedAt: string | null;
}

/** `GET /products/packages/{id}`: with its ordered items. */
export interface PackageDetails extends Package {
  items: PackageItem[];
}
