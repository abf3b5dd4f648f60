import { useCallback } from 'react';
import { hrefs } from '../../shared/links/hrefs';
import { useLocation, useNavigate } from '../../shared/router/context';
import { useSearchParams } from '../../shared/router/search-params';
import { keepFinancierDraft, type FinancierDraft } from './store';

/**
 * « Nouvel organisme » from a learner form (spec part 2 §2): the form's values are kept, the organisation
 * form opens with this page as `returnTo`, and once it is created the user comes back here with
 * isOrgAdded=true and its id: `added` is that id until `settle` removes both parameters.
 */
export function useOrganisationReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('isOrgAdded') === 'true' ? Number(params.get('id')) : Number.NaN;
  const added = Number.isInteger(id) && id > 0 ? id : null;
  const here = `${location.pathname}${location.search}`;
  const leave = useCallback(
    (draft: FinancierDraft) => {
      keepFinancierDraft(draft);
      navigate(hrefs.newOrganisation(here));
    },
    [navigate, here],
  );
  const settle = useCallback(() => setParams({ isOrgAdded: null, id: null }, { replace: true }), [setParams]);
  return { added, leave, settle };
}
