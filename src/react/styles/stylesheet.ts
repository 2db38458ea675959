import base from './engagekit.css?raw'
import achievements from '../components/Achievements/Achievements.css?raw'
import badgeArt from '../components/Achievements/BadgeArt.css?raw'
import communityCard from '../components/CommunityCard/CommunityCard.css?raw'
import connectAndSign from '../components/ConnectAndSign/ConnectAndSign.css?raw'
import dyNftCard from '../components/DyNftCard/DyNftCard.css?raw'
import nftCardView from '../components/DyNftCard/NftCardView.css?raw'
import leaderboard from '../components/Leaderboard/Leaderboard.css?raw'
import levelProgress from '../components/LevelProgress/LevelProgress.css?raw'
import metricsPanel from '../components/MetricsPanel/MetricsPanel.css?raw'
import form from '../components/internal/form.css?raw'
import imageField from '../components/ImageField/ImageField.css?raw'
import profileEditor from '../components/ProfileEditor/ProfileEditor.css?raw'
import skillTree from '../components/SkillTree/SkillTree.css?raw'
import streakCounter from '../components/StreakCounter/StreakCounter.css?raw'

/** Every component's own rules, in stylesheet order (after the base rules). */
export const stylesheetParts: readonly string[] = [connectAndSign, communityCard, metricsPanel, levelProgress, nftCardView, dyNftCard, skillTree, form, imageField, profileEditor, leaderboard, badgeArt, achievements, streakCounter]

/** The components' one stylesheet, as text: the base rules and every component's rules (dist/styles.css). */
export const stylesheet: string = [base, connectAndSign, communityCard, metricsPanel, levelProgress, nftCardView, dyNftCard, skillTree, form, imageField, profileEditor, leaderboard, badgeArt, achievements, streakCounter].join('\n')
