import { demoUser, scenarioStore } from './dashboard.helpers'

/** pro@'s record in the scenario store: what the Billing tab shows, and what a test changes. */
export const pro = () => scenarioStore.getUser(demoUser('pro').uid)!
