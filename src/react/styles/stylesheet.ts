import base from './engagekit.css?raw'
import connectAndSign from '../components/ConnectAndSign/ConnectAndSign.css?raw'
import dyNftCard from '../components/DyNftCard/DyNftCard.css?raw'
import levelProgress from '../components/LevelProgress/LevelProgress.css?raw'
import metricsPanel from '../components/MetricsPanel/MetricsPanel.css?raw'
import profileEditor from '../components/ProfileEditor/ProfileEditor.css?raw'
import skillTree from '../components/SkillTree/SkillTree.css?raw'

/** The components' one stylesheet, as text: injected by the components, put into the widget's shadow roots. */
export const stylesheet: string = [base, connectAndSign, metricsPanel, levelProgress, dyNftCard, skillTree, profileEditor].join('\n')
