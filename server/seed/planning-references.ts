// The demo planning's references: kinds of material, material resources, activities and appointment locations.

export const MATERIAL_TYPES = [
  { name: 'Voiture boîte manuelle', kind: 'vehicle' },
  { name: 'Voiture boîte automatique', kind: 'vehicle' },
  { name: 'Moto', kind: 'vehicle' },
  { name: 'Salle de code', kind: 'room' },
  { name: 'Simulateur de conduite', kind: 'simulator' },
] as const;

export type Agency = 'orleans' | 'blois' | 'tours';

export const RESOURCES: { name: string; reference: string; type: (typeof MATERIAL_TYPES)[number]['name']; agencies: Agency[]; description?: string }[] = [
  { name: 'Peugeot 208', reference: 'GA-208-OR', type: 'Voiture boîte manuelle', agencies: ['orleans'], description: 'Double commande, révisée en janvier.' },
  { name: 'Toyota Yaris hybride', reference: 'GB-512-OR', type: 'Voiture boîte automatique', agencies: ['orleans', 'tours'] },
  { name: 'Renault Clio', reference: 'FT-731-BL', type: 'Voiture boîte manuelle', agencies: ['blois'] },
  { name: 'Yamaha MT-07', reference: 'GC-097-BL', type: 'Moto', agencies: ['blois'] },
  { name: 'Citroën C3', reference: 'GD-330-TO', type: 'Voiture boîte manuelle', agencies: ['tours'] },
  { name: 'Salle de code Orléans', reference: 'SALLE-ORL', type: 'Salle de code', agencies: ['orleans'], description: '20 places, vidéoprojecteur et boîtiers de réponse.' },
  { name: 'Simulateur Orléans', reference: 'SIM-01', type: 'Simulateur de conduite', agencies: ['orleans'] },
];

export const ACTIVITIES = [
  { name: 'Leçon de conduite', color: '#2563eb', duration_minutes: 60, is_default: 1, agency: null },
  { name: 'Évaluation de départ', color: '#7c3aed', duration_minutes: 60, is_default: 0, agency: null },
  { name: 'Cours de code', color: '#059669', duration_minutes: 120, is_default: 0, agency: null },
  { name: 'Examen pratique', color: '#dc2626', duration_minutes: 60, is_default: 0, agency: null },
  { name: 'Rendez-vous préalable conduite accompagnée', color: '#d97706', duration_minutes: 120, is_default: 0, agency: 'orleans' },
] as const;

export const LOCATIONS = [
  { name: 'Agence Orléans Centre', address: '12 rue de la République', postal_code: '45000', city: 'Orléans', agency: 'orleans' },
  { name: 'Gare d’Orléans (parvis nord)', address: '1 rue Saint-Yves', postal_code: '45000', city: 'Orléans', agency: 'orleans' },
  { name: 'Centre d’examen de Saran', address: 'Rue de la Tuilerie', postal_code: '45770', city: 'Saran', agency: null },
  { name: 'Agence de Blois', address: '5 avenue du Président Wilson', postal_code: '41000', city: 'Blois', agency: 'blois' },
  { name: 'Agence de Tours', address: '28 rue Nationale', postal_code: '37000', city: 'Tours', agency: 'tours' },
] as const;
