import type { ChainInfo } from './chains.js'

/**
 * A chain's small mark, drawn here (no picture from elsewhere): a simple shape in the chain's colour, recognisable at
 * 16 px beside its name. Unknown chains get a neutral ring. Decorative: the name is always beside it.
 */
export function ChainMark({ mark, className = 'ek-chain__mark' }: { mark: ChainInfo['mark'] | undefined; className?: string }) {
  return (
    <svg className={className} data-chain={mark ?? 'unknown'} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {drawing(mark)}
    </svg>
  )
}

function drawing(mark: ChainInfo['mark'] | undefined) {
  switch (mark) {
    case 'ethereum':
    case 'sepolia':
      // The octahedron: an upper and a lower diamond.
      return (
        <g fill={mark === 'sepolia' ? '#8a8f98' : '#627eea'}>
          <path d="M8 1 3.6 8.3 8 10.9l4.4-2.6z" />
          <path d="M8 11.8 3.6 9.2 8 15l4.4-5.8z" opacity=".75" />
        </g>
      )
    case 'polygon':
      // A purple hexagon holding a smaller one: the network's mark, simplified.
      return (
        <g>
          <path fill="#8247e5" d="M8 .9 14.2 4.45v7.1L8 15.1 1.8 11.55v-7.1z" />
          <path fill="none" stroke="#fff" strokeWidth="1.4" strokeLinejoin="round" d="M8 4.6 11 6.3v3.4L8 11.4 5 9.7V6.3z" />
        </g>
      )
    case 'base':
      return (
        <g>
          <circle cx="8" cy="8" r="7" fill="#0052ff" />
          <path fill="#fff" d="M8 12.6a4.6 4.6 0 1 0-4.6-5.1h6.1v1H3.4A4.6 4.6 0 0 0 8 12.6z" />
        </g>
      )
    case 'arbitrum':
      return (
        <g>
          <path fill="#213147" d="M8 .8 14.3 4.4v7.2L8 15.2 1.7 11.6V4.4z" />
          <path fill="#12aaff" d="m8.6 5.4 3 5-1.3.8-2.6-4.4zM6.6 5.4l1 .1-2.9 5.6-1.2-.7z" />
        </g>
      )
    case 'optimism':
      return (
        <g>
          <circle cx="8" cy="8" r="7" fill="#ff0420" />
          <ellipse cx="5.9" cy="8" rx="1.6" ry="2.1" fill="none" stroke="#fff" strokeWidth="1.2" />
          <path fill="none" stroke="#fff" strokeWidth="1.2" d="M9.2 10.2V5.9h1.6a1.2 1.2 0 0 1 0 2.5H9.2" />
        </g>
      )
    case 'bnb':
      return <path fill="#f0b90b" d="m8 1.5 2 2-2 2-2-2zm-4 4 2 2-2 2-2-2zm8 0 2 2-2 2-2-2zM8 5.5l2 2-2 2-2-2zm0 4 2 2-2 2-2-2z" />
    case 'avalanche':
      return (
        <g>
          <circle cx="8" cy="8" r="7" fill="#e84142" />
          <path fill="#fff" d="M8 4 4.6 11h2.4L8 9l1 2h2.4z" />
        </g>
      )
    case 'gnosis':
      return (
        <g>
          <circle cx="8" cy="8" r="7" fill="#133629" />
          <circle cx="8" cy="8" r="3.2" fill="none" stroke="#f0ebde" strokeWidth="1.4" />
        </g>
      )
    case 'zksync':
      return <path fill="#4e529a" d="M1.5 8 5.3 4.2v2.7l3.8-2.7v2.2L5.3 8H1.5zm13 0-3.8 3.8V9.1l-3.8 2.7V9.6L10.7 8h3.8z" />
    case 'linea':
      return (
        <g>
          <rect x="1" y="1" width="14" height="14" rx="3" fill="#121212" />
          <path fill="#61dfff" d="M5 4h1.4v6.6H11V12H5z" />
        </g>
      )
    case 'scroll':
      return (
        <g>
          <rect x="1" y="1" width="14" height="14" rx="3" fill="#ffeeda" />
          <path fill="none" stroke="#101010" strokeWidth="1.3" d="M5 4.5h5.5a1.5 1.5 0 0 1 0 3H6.5a1.5 1.5 0 0 0 0 3H11" />
        </g>
      )
    default:
      // Unknown chain: a neutral ring in the text's colour.
      return <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" opacity=".6" />
  }
}
