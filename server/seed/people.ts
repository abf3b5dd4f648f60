import type { Insertable } from 'kysely';
import type { LearnersTable } from '../db/tables/core';

const FIRST_NAMES = [
  'Léa', 'Emma', 'Chloé', 'Manon', 'Camille', 'Inès', 'Jade', 'Louise', 'Zoé', 'Sarah', 'Clara', 'Lina',
  'Anaïs', 'Océane', 'Margaux', 'Juliette', 'Mathilde', 'Élise', 'Nina', 'Maëlys', 'Lucas', 'Hugo', 'Louis',
  'Nathan', 'Théo', 'Enzo', 'Arthur', 'Gabriel', 'Raphaël', 'Tom', 'Mathis', 'Noah', 'Jules', 'Maxime',
  'Antoine', 'Clément', 'Baptiste', 'Quentin', 'Yanis', 'Adam', 'Rayan', 'Mehdi', 'Thomas', 'Alexandre',
];

const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every demo database is the same. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export interface LearnerFactoryOptions {
  random: () => number;
  /** Trainings ids; the first one (Permis B) is by far the most frequent. */
  trainingIds: readonly number[];
  /** Reference date: learners were created in the two years before it. */
  today: Date;
}

/** Builds realistic French learners (names, e-mail, mobile phone, birth date, NEPH for most). */
export function learnerFactory({ random, trainingIds, today }: LearnerFactoryOptions) {
  const day = 86_400_000;
  return (structureId: number, agencyId: number, index: number): Insertable<LearnersTable> => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const ageYears = random() < 0.8 ? 17 + random() * 8 : 25 + random() * 30;
    const createdAt = new Date(today.getTime() - Math.floor(random() * 730) * day - Math.floor(random() * day));
    const isProspect = random() < 0.1;
    return {
      structure_id: structureId,
      agency_id: agencyId,
      first_name: firstName,
      last_name: lastName,
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}${index}@exemple.test`,
      phone: `0${random() < 0.7 ? 6 : 7}${digits(random, 8)}`,
      birth_date: isoDate(new Date(today.getTime() - Math.floor(ageYears * 365.25) * day)),
      neph: !isProspect && random() < 0.7 ? digits(random, 12) : null,
      training_id: random() < 0.75 ? (trainingIds[0] ?? null) : pick(random, trainingIds),
      is_prospect: isProspect ? 1 : 0,
      archived: !isProspect && random() < 0.08 ? 1 : 0,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    };
  };
}
