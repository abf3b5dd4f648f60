import { chosenAgencyId } from './agency-scope';
import { setSelectedAgency } from './store';
import { useSessionUser } from './useSessionUser';

export interface AgencyChoiceOption {
  value: string;
  label: string;
}

export interface AgencyChoice {
  /** The agencies to choose from; '' stands for every agency (isConfigGeneral accounts only). */
  options: AgencyChoiceOption[];
  /** The current choice ('' for every agency). */
  value: string;
  choose: (value: string) => void;
}

/**
 * The session's one agency choice (selectedAgency) as a control reads it: the navbar selector and
 * the dashboards' filter both use it, so a choice made in one is the choice of every screen.
 * Null when the user has fewer than two agencies (nothing to choose).
 */
export function useAgencyChoice(allLabel: string): AgencyChoice | null {
  const user = useSessionUser();
  if (!user || user.agencies.length < 2) return null;
  const agencies = user.agencies.map((agency) => ({ value: String(agency.id), label: agency.name }));
  const chosen = chosenAgencyId(user);
  return {
    options: user.isConfigGeneral ? [{ value: '', label: allLabel }, ...agencies] : agencies,
    value: chosen === null ? '' : String(chosen),
    choose: (value) => setSelectedAgency(value === '' ? null : Number(value)),
  };
}
