import { SUPPORT_EMAIL } from '../../config'
import type { LegalDocument } from './types'

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms that govern your use of the SuperbulletAI website, desktop app, plans and token top-ups.',
  lastUpdated: '2025-08-22',
  intro:
    'These Terms of Service ("Terms") govern your use of the SuperbulletAI website, the SuperbulletAI desktop application and the related services (together, the "Service"). By creating an account or using the Service you agree to these Terms. If you do not agree, do not use the Service.',
  sections: [
    {
      id: 'service',
      title: '1. The Service',
      paragraphs: [
        'SuperbulletAI is an AI game-development assistant for Roblox creators. You describe a game idea in plain English and the Service generates game systems, user interfaces, effects and code for your Roblox projects.',
        'The Service is in Early Access. Features may change, be added or be removed as we develop it, and some features are marked as coming soon.',
      ],
    },
    {
      id: 'accounts',
      title: '2. Accounts',
      paragraphs: [
        'Accounts are created in the desktop application. You are responsible for keeping your sign-in details secure and for everything done with your account. Tell us at once at ' +
          SUPPORT_EMAIL +
          ' if you believe your account has been used without your permission.',
        'You must give accurate information and may hold only one free account.',
      ],
    },
    {
      id: 'plans-and-payments',
      title: '3. Plans, Tokens and Payments',
      paragraphs: [
        'The Service offers a free plan, a paid Pro subscription and token top-ups. Payments are processed by a third-party merchant-of-record checkout provider, whose own terms apply to the payment.',
        "Subscriptions renew each month until cancelled. You can cancel from the dashboard or from the payment provider's portal; access continues until the end of the period already paid for.",
        'We will give you at least 30 days notice before any price change takes effect for your subscription.',
      ],
      list: [
        'Tokens never expire and roll over between billing periods.',
        'Early-access bonus tokens are credited after Early Access ends.',
        'Token balances have no cash value and cannot be transferred.',
      ],
    },
    {
      id: 'refunds',
      title: '4. No Refunds',
      paragraphs: [
        'All purchases of subscriptions and token top-ups are final. We do not offer refunds, in whole or in part, for any purchase, including unused tokens or a partly used billing period.',
        'Requesting a refund or chargeback through your bank or the payment provider may result in a ban of your account from the Service. If something went wrong with a purchase, contact us first at ' +
          SUPPORT_EMAIL +
          ' and we will help.',
      ],
    },
    {
      id: 'acceptable-use',
      title: '5. Acceptable Use',
      paragraphs: ['You agree not to use the Service to:'],
      list: [
        "break the law or Roblox's Terms of Use and Community Standards;",
        'create malware, exploits, cheats or content that harms other players;',
        'attack, overload, reverse engineer or resell the Service;',
        'share your account or get around usage limits.',
      ],
    },
    {
      id: 'ownership',
      title: '6. Your Content and What You Build',
      paragraphs: [
        "You own what you build. The games, code and assets you create with the Service belong to you, subject to Roblox's own terms.",
        'You give us the limited rights we need to process your prompts and project data to run the Service. How data may be stored to improve responses is explained in our Privacy Policy.',
      ],
    },
    {
      id: 'administration',
      title: '7. Administration and Access Control',
      paragraphs: [
        'Administrative access to our systems is protected by role-based access control: staff can reach only the data and tools their role requires, and access is reviewed and logged.',
      ],
    },
    {
      id: 'disclaimers',
      title: '8. Disclaimers and Limitation of Liability',
      paragraphs: [
        'AI output can be wrong. Review generated code before you publish a game; checkpoints and rollback let you undo any change. Performance figures shown on our pages are claims based on internal testing, not guarantees.',
        'The Service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the three months before the claim.',
      ],
    },
    {
      id: 'termination',
      title: '9. Suspension and Termination',
      paragraphs: [
        'We may suspend or close accounts that break these Terms. You may stop using the Service and close your account at any time by contacting support.',
      ],
    },
    {
      id: 'changes',
      title: '10. Changes to These Terms',
      paragraphs: [
        'We will give you 30 days notice of changes to these Terms, by e-mail or on this page, before they take effect. Continuing to use the Service after that means you accept the new Terms.',
      ],
    },
    {
      id: 'governing-law',
      title: '11. Governing Law',
      paragraphs: [
        'These Terms are governed by the laws of the Kingdom of Saudi Arabia, and its courts have jurisdiction over any dispute arising from them.',
      ],
    },
  ],
}
