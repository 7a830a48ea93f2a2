import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { authMachine } from '../../machines/auth.machine'
const alice = { uid: 'u1', email: 'a@x', displayName: 'A' }
const events = (s: any) => {
  const all = [
    { type: 'auth.changed', user: alice }, { type: 'auth.changed', user: null },
    { type: 'auth.login', email: 'a@x', password: 'pw' }, { type: 'auth.loginWithGoogle' }, { type: 'auth.logout' },
    { type: 'xstate.done.actor.0.auth.signingIn.withPassword', output: alice },
    { type: 'xstate.error.actor.0.auth.signingIn.withPassword', error: new Error('bad') },
    { type: 'xstate.done.actor.0.auth.signingIn.withGoogle', output: alice },
    { type: 'xstate.done.actor.0.auth.signingIn.withGoogle', output: null },
    { type: 'xstate.error.actor.0.auth.signingIn.withGoogle', error: new Error('bad') },
    { type: 'xstate.done.actor.0.auth.signingOut', output: undefined },
    { type: 'xstate.error.actor.0.auth.signingOut', error: new Error('bad') },
  ]
  return all
}
const sp = getShortestPaths(authMachine, { events })
console.log('shortest', sp.length)
for (const p of sp) console.log(p.steps.map((s) => JSON.stringify(s.state.value) + ' <' + s.event.type).join(' | '))
const simple = getSimplePaths(authMachine, { events })
console.log('simple', simple.length)
console.log(Object.keys(authMachine.root.states), authMachine.root.invoke.map((i:any)=>[i.id,i.src]))
