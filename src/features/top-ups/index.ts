export { TopUpsPage } from './top-ups-page'
