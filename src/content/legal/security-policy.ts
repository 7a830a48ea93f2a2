import type { LegalDocument } from './types'

export const securityPolicy: LegalDocument = {
  title: 'Security Policy',
  description:
    'How SuperbulletAI protects your account, projects and data, handles incidents and takes vulnerability reports.',
  lastUpdated: '2025-07-15',
  intro:
    'Your games and code matter. This policy describes how we protect the SuperbulletAI Service, what we do if something goes wrong, and how to report a vulnerability.',
  sections: [
    {
      id: 'application',
      title: '1. The Desktop Application',
      paragraphs: ['The desktop application is built to keep you in control of your project:'],
      list: [
        'No generated code runs in your project without your permission.',
        'Checkpoints are taken before AI changes, so every change can be rolled back.',
        'The executable will be digitally signed.',
      ],
    },
    {
      id: 'data-protection',
      title: '2. Protecting Data',
      paragraphs: [
        'All traffic between the app, the website and our servers is encrypted with TLS. Sign-in is handled by a hosted identity service; we never see or store your password in plain text. Card payments are handled entirely by our merchant-of-record checkout provider.',
      ],
    },
    {
      id: 'access-control',
      title: '3. Access Control',
      paragraphs: [
        'Administrative access uses role-based access control and strong authentication. Staff access only what their role requires, and access is logged and reviewed.',
      ],
    },
    {
      id: 'incidents',
      title: '4. Incident Response',
      paragraphs: [
        'If a data breach affects your personal information, we will notify you within 72 hours of confirming it, with what happened, what data was involved and what we are doing about it.',
      ],
    },
    {
      id: 'reporting',
      title: '5. Reporting a Vulnerability',
      paragraphs: [
        'If you find a security issue, e-mail it to support with "Security" in the subject. We will acknowledge your report within 24 hours, keep you updated while we fix it, and credit you if you wish.',
        "Please give us reasonable time to fix an issue before sharing it, do not access other users' data, and do not disrupt the Service while testing.",
      ],
    },
    {
      id: 'your-part',
      title: '6. Your Part',
      paragraphs: [
        'Use a strong, unique password, download the app only from our Downloads page, and keep Windows up to date.',
      ],
    },
  ],
}
