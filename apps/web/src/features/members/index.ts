// 'Membros': the tenant's accounts and their roles.
export { RoleName, roleKeys } from './components/role-name.tsx';
export { MembersSection } from './routes/members-section.tsx';
