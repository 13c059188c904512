import Builders

// The modifiers family's node types answer for themselves (see OwnTypeAnswers.swift); each
// answer equals what MirrorReader reads at the kind's content path.

extension ToolbarItem: FastContent {
    package var inspectionContent: Any { content }
}

extension ToolbarItemGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension ToolbarModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension SheetPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension FullScreenCoverPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension PopoverPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension AlertModifier: FastContent {
    package var inspectionContent: Any { actions }
}

extension ConfirmationDialogModifier: FastContent {
    package var inspectionContent: Any { actions }
}
