/**
 * The flows the storyboards show: each machine in machines/ with the path models its path suite
 * traverses (machines/paths/models/<machine>.model.ts). No React here: story-files.ts and
 * tests/storyboards/storyboards.test.ts read it in Node.
 */
import { appMachine } from '../machines/app.machine'
import { authMachine } from '../machines/auth.machine'
import { checkoutHostMachine } from '../machines/checkout-host.machine'
import { billingMachine } from '../machines/billing.machine'
import { checkoutLaunchMachine } from '../machines/checkout-launch.machine'
import { embeddedCheckoutMachine } from '../machines/embedded-checkout.machine'
import { proPurchaseMachine } from '../machines/pro-purchase.machine'
import { purchaseLifecycleMachine } from '../machines/purchase-lifecycle.machine'
import { signInDialogMachine } from '../machines/sign-in-dialog.machine'
import { topUpPurchaseMachine } from '../machines/top-up-purchase.machine'
import { modelOptions as authOptions } from '../machines/paths/models/auth.model'
import { downloadFocus, infoFocus, spendFocus } from '../machines/paths/models/billing.model'
import { modelOptions as checkoutLaunchOptions } from '../machines/paths/models/checkout-launch.model'
import { modelOptions as embeddedCheckoutOptions } from '../machines/paths/models/embedded-checkout.model'
import {
  modelOptions as proPurchaseOptions,
  openCheckoutInput as proOpenCheckout,
  serializeProPurchase,
  unknownBuyerInput as proUnknownBuyer,
} from '../machines/paths/models/pro-purchase.model'
import { modelOptions as purchaseLifecycleOptions } from '../machines/paths/models/purchase-lifecycle.model'
import { modelOptions as signInDialogOptions } from '../machines/paths/models/sign-in-dialog.model'
import {
  modelOptions as topUpOptions,
  openCheckoutInput as topUpOpenCheckout,
  unknownBuyerInput as topUpUnknownBuyer,
} from '../machines/paths/models/top-up-purchase.model'
import { createPathModel, leafKeysOf, type MachinePath, type PathModel } from '../machines/paths'

export interface Flow {
  /** The sidebar's group: 'Flows / Pro purchase'. */
  title: string
  /** machines/<file>.machine.ts, docs/flows/<file>.md, storyboards/<file>.stories.tsx and <file>.board.tsx */
  file: string
  /** The models its path suite traverses (several when the suite drives one concern at a time). */
  models: () => PathModel[]
}

const model = (...args: Parameters<typeof createPathModel>) => createPathModel(...args) as PathModel

export const flows: Flow[] = [
  {
    title: 'Pro purchase',
    file: 'pro-purchase',
    // The buyer known from the start, the page as it loads (a press before the identity provider
    // answers), and the plan's checkout already open in another tab.
    models: () =>
      [proPurchaseOptions.input, proUnknownBuyer, proOpenCheckout].map((input) =>
        model(proPurchaseMachine, {
          ...proPurchaseOptions,
          input,
          serialize: serializeProPurchase,
        } as never),
      ),
  },
  {
    title: 'Top-up purchase',
    file: 'top-up-purchase',
    models: () =>
      [topUpOptions.input, topUpUnknownBuyer, topUpOpenCheckout].map((input) =>
        model(topUpPurchaseMachine, { ...topUpOptions, input } as never),
      ),
  },
  {
    title: 'Sign-in dialog',
    file: 'sign-in-dialog',
    models: () => [model(signInDialogMachine, signInDialogOptions as never)],
  },
  { title: 'Auth', file: 'auth', models: () => [model(authMachine, authOptions as never)] },
  {
    title: 'Checkout launch',
    file: 'checkout-launch',
    models: () => [model(checkoutLaunchMachine, checkoutLaunchOptions as never)],
  },
  {
    title: 'Embedded checkout',
    file: 'embedded-checkout',
    models: () => [model(embeddedCheckoutMachine, embeddedCheckoutOptions as never)],
  },
  {
    title: 'Purchase lifecycle',
    file: 'purchase-lifecycle',
    models: () => [model(purchaseLifecycleMachine, purchaseLifecycleOptions as never)],
  },
  {
    title: 'Checkout host',
    file: 'checkout-host',
    models: () => [
      model(checkoutHostMachine, {
        events: {
          'popupBlocked.show': [
            { type: 'popupBlocked.show', url: 'https://checkout.embedpay.io/buy/chk_1' },
          ],
        },
      } as never),
    ],
  },
  // The root of the app's actor system: one state; what it passes on to its children (the flows
  // above) is tested with the live system (tests/system), not traversed here.
  {
    title: 'App',
    file: 'app',
    models: () => [
      model(appMachine, {
        events: {
          'auth.changed': [],
          'checkout.paid': [],
          'checkout.closed': [],
          'page.enter': [],
          'page.leave': [],
          'page.stop': [],
        },
      } as never),
    ],
  },
  {
    title: 'Billing',
    file: 'billing',
    models: () =>
      [infoFocus, spendFocus, downloadFocus].map((focus) => model(billingMachine, focus as never)),
  },
]

export interface StateStop {
  state: string
  /** The shortest path to it, and the model that generated it (its invokes and delays). */
  path: MachinePath
  model: PathModel
}

/**
 * Each state the shortest paths reach, in path order, with the first shortest path that reaches
 * it. A state is a leaf state ('open.idle'); a machine with parallel regions (billing) has one
 * story per leaf of each region, shown with the other regions where that path leaves them.
 */
export function statesInPathOrder(models: PathModel[]): StateStop[] {
  const seen = new Map<string, StateStop>()
  for (const model of models) {
    for (const path of model.shortestPaths) {
      for (const state of leafKeysOf(path.steps.at(-1)!.state))
        if (!seen.has(state)) seen.set(state, { state, path, model })
    }
  }
  return [...seen.values()]
}

/** Every leaf state the models' paths reach (the path suites' coverage). */
export const reachedStates = (models: PathModel[]) => [
  ...new Set(models.flatMap((m) => m.reachedStateKeys)),
]

/** 'accountRequired' → 'Account required', 'open.submittingEmail' → 'Open submitting email'. */
export const stateLabel = (state: string) => {
  const words = state
    .replace(/[.+]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The story's export name: 'S03_acknowledging'. */
export const storyExport = (index: number, state: string) =>
  `S${String(index + 1).padStart(2, '0')}_${state.replace(/[^A-Za-z0-9]+/g, '_')}`
