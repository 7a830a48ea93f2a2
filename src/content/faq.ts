import { links } from '../config'

/** A link inside an answer: a page of this site or an external address (new tab). */
export type FaqLink =
  | { label: string; to: '/demo' | '/privacy-policy' | '/roadmap' | '/downloads' }
  | { label: string; href: string }

export interface FaqItem {
  id: string
  question: string
  /** Paragraphs. */
  answer: string[]
  links?: FaqLink[]
}

export interface FaqSection {
  id: string
  title: string
  items: FaqItem[]
}

export const faqSections: FaqSection[] = [
  {
    id: 'about',
    title: 'About',
    items: [
      {
        id: 'what-makes-it-different',
        question: 'What makes SuperbulletAI different from other AI game builders?',
        answer: [
          'SuperbulletAI is built only for Roblox. It sees your whole project structure and code, so you describe a game idea in plain English and it generates the game systems, user interfaces, effects and code that fit what you already have.',
          'Around that sit the tools a real project needs: reading project files and properties, code search, checkpoints and rollback, an integrated code editor, Agent and Ask modes, Super Agent mode and codebase indexing.',
        ],
      },
      {
        id: 'why-strongest',
        question: 'Why do you call it the strongest AI for Roblox?',
        answer: [
          "Our claim: our models are about 10X cheaper than other vendors' and 90%+ accurate on Roblox tasks, and the free plan runs inference in under 1.5 seconds per call. These figures come from our internal testing.",
          'Codebase indexing lets the AI work with your entire game instead of a single script, and checkpoints mean every change can be rolled back.',
        ],
      },
      {
        id: 'why-not-roblox-ai',
        question: 'Why use SuperbulletAI instead of Roblox AI?',
        answer: [
          "Our claim: in our side-by-side test, SuperbulletAI generated a user interface in 18 seconds, against roughly 52-53 seconds for Roblox's own AI.",
          'It also works across your whole codebase, builds complete systems in Agent and Super Agent modes, and keeps checkpoints so you can roll back anything it did.',
        ],
        links: [{ label: 'Watch the demo video', href: links.demoVideos.uiComparison }],
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical Questions',
    items: [
      {
        id: 'bulletmind-vs-large-models',
        question: 'How does BulletMindV1 compare to other large models?',
        answer: [
          'BulletMindV1 is our own model, built to be the strongest for Roblox. It is coming soon.',
          'Our claim: BulletMindV1 has 8X lower inference cost than other large models, which is what lets us offer more tokens for the same price.',
        ],
        links: [{ label: 'Follow its progress on the roadmap', to: '/roadmap' }],
      },
      {
        id: 'why-exe',
        question: 'Why is it an .exe and not a Roblox Studio plugin?',
        answer: [
          "A plugin runs inside Roblox Studio's limits. A desktop app can index your whole codebase, keep checkpoints on disk, run an integrated code editor and stay fast on large projects.",
          'The executable will be digitally signed, and no generated code runs in your project without your permission.',
        ],
        links: [{ label: 'See the downloads and system requirements', to: '/downloads' }],
      },
      {
        id: 'data-storage',
        question: 'Do you store my data?',
        answer: [
          'Data may be stored to improve responses. An opt-out is coming soon.',
          'You own what you build: your games and code stay yours. The privacy policy explains what we keep and for how long.',
        ],
        links: [{ label: 'Read the privacy policy', to: '/privacy-policy' }],
      },
    ],
  },
  {
    id: 'concerns',
    title: 'Concerns About AI Development',
    items: [
      {
        id: 'replace-developers',
        question: 'Will AI replace Roblox developers?',
        answer: [
          'No. SuperbulletAI takes the repetitive work (boilerplate, wiring RemoteEvents, UI layout) so developers spend their time on design, feel and fun. Someone still decides what the game is, reviews every change and ships it.',
        ],
      },
      {
        id: 'lazy-developers',
        question: "Won't this make developers lazy?",
        answer: [
          'Calculators did not make mathematicians lazy. Ask mode explains code as well as writing it, the integrated editor shows every change before it is applied, and many students use SuperbulletAI to learn Luau faster by reading what it generates.',
        ],
      },
      {
        id: 'soulless-craft',
        question: "Doesn't AI make game development a soulless craft?",
        answer: [
          'The soul of a game is its ideas, its world and how it feels to play, and those still come from you. SuperbulletAI handles the plumbing so more of your time goes into the parts players remember.',
        ],
      },
    ],
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    items: [
      {
        id: 'climate-impact',
        question: 'What about the climate impact of AI?',
        answer: [
          'Inference cost is mostly energy. Our claim: BulletMindV1 needs 8X less inference cost than other large models, and fast, small calls (under 1.5 seconds per call on the free plan) use less compute than long ones. We keep working to make each request cheaper.',
        ],
      },
    ],
  },
]

export const faqItemCount = faqSections.reduce((n, s) => n + s.items.length, 0)
