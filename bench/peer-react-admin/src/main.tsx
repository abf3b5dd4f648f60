// The benchmark's peer: the smallest react-admin 5 app that shows the learners of the Volant API
// (a List + Datagrid through a Hydra data provider), as a react-admin user would write it.
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, EmailField, List, Resource, TextField } from 'react-admin';
import { hydraDataProvider, TOKEN_KEY } from './hydra';

const LearnerList = () => (
  <List sort={{ field: 'lastName', order: 'ASC' }} filter={{ archived: '0' }} perPage={10}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="lastName" label="Nom" />
      <TextField source="firstName" label="Prénom" />
      <EmailField source="email" />
      <TextField source="phone" label="Téléphone" />
    </Datagrid>
  </List>
);

const authProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  checkAuth: () => (localStorage.getItem(TOKEN_KEY) ? Promise.resolve() : Promise.reject(new Error('no token'))),
  getPermissions: () => Promise.resolve(),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={hydraDataProvider('/api')} authProvider={authProvider} requireAuth>
    <Resource name="learners" list={LearnerList} />
  </Admin>,
);
