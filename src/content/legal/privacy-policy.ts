import type { LegalDocument } from './types'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: 'What SuperbulletAI collects, why, how long it is kept and the choices you have.',
  lastUpdated: '2025-08-22',
  intro:
    'This Privacy Policy explains what information SuperbulletAI collects when you use our website and desktop application, how we use it, how long we keep it and the choices you have.',
  sections: [
    {
      id: 'what-we-collect',
      title: '1. Information We Collect',
      paragraphs: ['We collect only what we need to run the Service:'],
      list: [
        'Account information: your e-mail address, display name and sign-in provider.',
        'Project data: the prompts you send and the parts of your Roblox project the AI reads to answer them.',
        'Usage data: token use, chat sessions, feature use and error reports.',
        'Device data: a device ID, your Windows version and the app version.',
        'Payment information is collected by our merchant-of-record checkout provider; we receive only the plan, amount, status and invoices, never your card details.',
      ],
    },
    {
      id: 'how-we-use',
      title: '2. How We Use It',
      paragraphs: [
        'We use this information to run and secure the Service, to count tokens and bill you, to answer support requests, and to fix bugs and improve the product.',
      ],
    },
    {
      id: 'improving-responses',
      title: '3. Data Used to Improve Responses',
      paragraphs: [
        'Prompts and generated code may be stored to improve responses and our models. An opt-out is coming soon; until then, contact support if you do not want your data used this way and we will handle it by hand.',
        'You own what you build: storing data to improve responses never transfers ownership of your games or code.',
      ],
    },
    {
      id: 'retention',
      title: '4. How Long We Keep It',
      paragraphs: ['We keep information only as long as we need it:'],
      list: [
        'Usage data is kept for up to 2 years.',
        'Device ID data is kept for up to 1 year after deletion of your account.',
        'Account information is kept while your account is open.',
        'Invoices are kept as long as tax law requires.',
      ],
    },
    {
      id: 'sharing',
      title: '5. Who We Share It With',
      paragraphs: [
        'We do not sell your personal information. We share it only with the providers that run parts of the Service for us (identity and hosting, AI inference, and the checkout provider), under contracts that limit their use of it, or when the law requires.',
      ],
    },
    {
      id: 'security',
      title: '6. Security',
      paragraphs: [
        'Data is encrypted in transit, and administrative access is limited by role-based access control. Our Security Policy describes how we handle incidents.',
      ],
    },
    {
      id: 'your-rights',
      title: '7. Your Choices and Rights',
      paragraphs: [
        'You can ask us for a copy of your data, to correct it, or to delete your account and its data. E-mail support with the address of your account and we will reply within 24 hours on business days.',
      ],
    },
    {
      id: 'children',
      title: '8. Young Creators',
      paragraphs: [
        'Many Roblox creators are young. If you are under the age of digital consent where you live, use the Service only with the permission of a parent or guardian, who may contact us about your data at any time.',
      ],
    },
    {
      id: 'changes',
      title: '9. Changes to This Policy',
      paragraphs: [
        'If we change this policy we will update the date above and, for significant changes, tell you by e-mail or in the app.',
      ],
    },
  ],
}
