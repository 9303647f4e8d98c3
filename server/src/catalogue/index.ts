export { DEMO_USER_ID, seedDemoUser } from './demo-user';
export { seedCatalogue } from './seed-catalogue';
