import { z } from 'zod';
import { zId, zText } from '../../shared/schema/fields';

/** `POST /livret/connect`: mode 1 connects the structure's account, mode 0 one agency. */
export const dsrConnectSchema = z
  .strictObject({
    mode: z.union([z.literal(0), z.literal(1)], { message: 'Mode de connexion inconnu.' }),
    agencyId: zId.nullable().default(null),
    login: zText(120, 'L’identifiant'),
    password: z.string({ message: 'Le mot de passe est obligatoire.' }).min(1, 'Le mot de passe est obligatoire.').max(200),
  })
  .refine((value) => value.mode === 1 || value.agencyId !== null, { message: 'Choisissez l’agence à connecter.', path: ['agencyId'] });

/** `POST /livret/disconnect`. */
export const dsrDisconnectSchema = z.strictObject({ sessionId: zId });

export type DsrConnectPayload = z.output<typeof dsrConnectSchema>;
