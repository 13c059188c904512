// A running app's frame paints its stacks twice (finding the rows that change,
// then painting them), and a stack kept from the frame before is painted at the same size again.
extension Layout {
    /// How a stack shares its length out when painted at `size`, kept on the node for that size.
    func paintPlan(of node: LayoutNode, spacing: Int, size: Size, vertical: Bool) -> Plan {
        if let memo = node.paintPlan, memo.size == size { return memo.plan }
        let proposal = Proposal(width: size.width, height: size.height)
        let plan = vertical ? verticalPlan(node.children, spacing: spacing, proposal) : horizontalPlan(node.children, spacing: spacing, proposal)
        node.paintPlan = (size, plan)
        return plan
    }
}
