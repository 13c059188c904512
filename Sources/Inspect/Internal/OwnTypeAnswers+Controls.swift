import Builders

extension LabeledContent: FastContent {
    package var inspectionContent: Any { content }
}
