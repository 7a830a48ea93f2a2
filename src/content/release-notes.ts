import { LATEST_RELEASE_DATE, LATEST_SIZE, LATEST_VERSION } from './latest-release'
import type { Release } from './releases'

export type ReleaseNotes = Pick<
  Release,
  'version' | 'releaseDate' | 'size' | 'description' | 'features'
>

/** Newest first. Local data: the Downloads page makes no network call. */
export const releaseNotes: ReleaseNotes[] = [
  {
    version: LATEST_VERSION,
    releaseDate: LATEST_RELEASE_DATE,
    size: LATEST_SIZE,
    description:
      'Roblox project import and collaboration with friends, plus faster indexing for large places.',
    features: [
      'Import an existing Roblox project and index it in one step',
      'Collaboration with friends: invite people to work on the same project',
      'Faster codebase indexing for large places',
      'Checkpoint restore now follows renamed scripts',
    ],
  },
  {
    version: '0.2.24',
    releaseDate: '2025-09-04',
    size: '296 MB',
    description: 'Collaboration preview and shared checkpoints.',
    features: [
      'Collaboration with friends (preview)',
      'Checkpoints are shared with collaborators',
      'Super Agent plans are shown before they run',
    ],
  },
  {
    version: '0.2.22',
    releaseDate: '2025-08-30',
    size: '292 MB',
    description: 'Smarter context selection for big codebases.',
    features: [
      'Relevant files are picked automatically from the codebase index',
      'Lower token use on follow-up questions',
      'Fixed a crash when Roblox Studio closed mid-task',
    ],
  },
  {
    version: '0.2.20',
    releaseDate: '2025-08-26',
    size: '289 MB',
    description: 'Super Agent mode improvements and a clearer activity log.',
    features: [
      'Super Agent mode can split a request into sub-tasks',
      'Activity log shows every file the agent reads or changes',
      'Faster startup',
    ],
  },
  {
    version: '0.2.19',
    releaseDate: '2025-08-23',
    size: '287 MB',
    description: 'Introducing Super Agent mode.',
    features: [
      'Super Agent mode: builds whole game systems across many scripts',
      'Asks for your permission before generated code runs in your project',
      'Token usage shown per request',
    ],
  },
  {
    version: '0.2.18',
    releaseDate: '2025-08-20',
    size: '284 MB',
    description: 'Quality-of-life fixes for the code editor.',
    features: [
      'Find and replace in the integrated code editor',
      'Side-by-side diff for AI changes',
      'Fixed line endings on Windows',
    ],
  },
  {
    version: '0.2.16',
    releaseDate: '2025-08-15',
    size: '280 MB',
    description: 'Better user-interface generation.',
    features: [
      'Generated UI follows your existing ScreenGui layout',
      'Scale-based sizing for mobile players',
      'Fewer duplicate instances',
    ],
  },
  {
    version: '0.2.15',
    releaseDate: '2025-08-12',
    size: '278 MB',
    description: 'Indexing stability release.',
    features: [
      'Re-index only the scripts that changed',
      'Index status in the status bar',
      'Fixed indexing of nested ModuleScripts',
    ],
  },
  {
    version: '0.2.14',
    releaseDate: '2025-08-09',
    size: '275 MB',
    description: 'Introducing codebase indexing.',
    features: [
      'Codebase indexing: the AI understands your whole project, not just open scripts',
      'Code search across every script',
      'Index rebuild from the settings page',
    ],
  },
  {
    version: '0.2.12',
    releaseDate: '2025-08-05',
    size: '268 MB',
    description: 'Effects and animation generation.',
    features: [
      'Generate particle and tween effects from a description',
      'Preview effects before applying them',
      'Improved error messages',
    ],
  },
  {
    version: '0.2.11',
    releaseDate: '2025-08-01',
    size: '264 MB',
    description: 'Connection reliability with Roblox Studio.',
    features: [
      'Automatic reconnect when Roblox Studio restarts',
      'Clearer connection status',
      'Fixed a rare freeze on large places',
    ],
  },
  {
    version: '0.2.10',
    releaseDate: '2025-07-29',
    size: '262 MB',
    description: 'Faster responses on the free plan.',
    features: [
      'Streaming answers in Ask mode',
      'Shorter wait before the first token',
      'Settings page reorganised',
    ],
  },
  {
    version: '0.2.8',
    releaseDate: '2025-07-26',
    size: '258 MB',
    description: 'Introducing the integrated code editor.',
    features: [
      'Integrated code editor with Luau syntax highlighting',
      'Edit AI suggestions before applying them',
      'Keyboard shortcuts for accept and reject',
    ],
  },
  {
    version: '0.2.6',
    releaseDate: '2025-07-21',
    size: '251 MB',
    description: 'Project properties awareness.',
    features: [
      'Reads instance properties, not only scripts',
      'Understands RemoteEvents between client and server',
      'Fixed property writes on locked instances',
    ],
  },
  {
    version: '0.2.5',
    releaseDate: '2025-07-17',
    size: '247 MB',
    description: 'Checkpoint polish.',
    features: [
      'Name your checkpoints',
      'Restore a single script from a checkpoint',
      'Checkpoint list sorted by time',
    ],
  },
  {
    version: '0.2.4',
    releaseDate: '2025-07-12',
    size: '244 MB',
    description: 'Introducing checkpoints and rollback.',
    features: [
      'Checkpoints before every AI change',
      'One-click rollback to any checkpoint',
      'Undo history survives restarts',
    ],
  },
  {
    version: '0.2.2',
    releaseDate: '2025-07-08',
    size: '240 MB',
    description: 'Sign-in and account fixes.',
    features: [
      'Google sign-in inside the app',
      'Remember me on this device',
      'Fixed token balance refresh',
    ],
  },
  {
    version: '0.2.0',
    releaseDate: '2025-07-03',
    size: '236 MB',
    description: 'A redesigned app with a new chat view.',
    features: [
      'New dark interface',
      'Chat history per project',
      'Agent and Ask mode switch in the chat bar',
    ],
  },
  {
    version: '0.1.20',
    releaseDate: '2025-06-30',
    size: '221 MB',
    description: 'Game-system generation from plain English.',
    features: [
      'Describe a game system and get the scripts, folders and remotes it needs',
      'Generated code is commented',
      'Fixed Unicode in script names',
    ],
  },
  {
    version: '0.1.18',
    releaseDate: '2025-06-27',
    size: '218 MB',
    description: 'Introducing code search.',
    features: [
      'Search code across the whole project',
      'Jump from a result to the script in Roblox Studio',
      'Faster project scan',
    ],
  },
  {
    version: '0.1.17',
    releaseDate: '2025-06-24',
    size: '215 MB',
    description: 'Stability fixes.',
    features: ['Fixed a crash on very long scripts', 'Lower memory use while idle'],
  },
  {
    version: '0.1.16',
    releaseDate: '2025-06-21',
    size: '212 MB',
    description: 'Reads your project files and properties.',
    features: [
      'Reads project files and the explorer tree',
      'Reads instance properties on request',
      'Shows which files were read for an answer',
    ],
  },
  {
    version: '0.1.15',
    releaseDate: '2025-06-18',
    size: '208 MB',
    description: 'Installer improvements.',
    features: [
      'Per-user install, no administrator rights needed',
      'Automatic update check on start',
    ],
  },
  {
    version: '0.1.14',
    releaseDate: '2025-06-15',
    size: '205 MB',
    description: 'Introducing Agent mode and Ask mode.',
    features: [
      'Agent mode: the AI makes the changes for you',
      'Ask mode: answers and explanations without touching your project',
      'Mode switch per conversation',
    ],
  },
  {
    version: '0.1.13',
    releaseDate: '2025-06-11',
    size: '201 MB',
    description: 'First fixes from early testers.',
    features: [
      'Fixed the Roblox Studio connection on some Windows 10 machines',
      'Clearer first-run guide',
    ],
  },
  {
    version: '0.1.12',
    releaseDate: '2025-06-08',
    size: '198 MB',
    description: 'The first public build of the desktop app.',
    features: [
      'Connects to Roblox Studio',
      'Chat with the AI about your game',
      'Create an account inside the app',
    ],
  },
]
